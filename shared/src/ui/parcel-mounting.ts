// single-spa and its React parcel: fetched with the first remote, not with the first page (RemoteParcel.tsx).
import { silenceParcelErrorCopies } from './parcel-errors';

export { mountRootParcel } from 'single-spa';
export { default as Parcel } from 'single-spa-react/parcel';

silenceParcelErrorCopies();
