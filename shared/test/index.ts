export * from './render';
export * from './remote-parcel-host';
export * from './factories';
export * from './saved-reads';
export * from './queue-store';
