export * from './create-remote-lifecycles';
