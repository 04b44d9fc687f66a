import { screen } from '@testing-library/react';
import type { RemoteProps } from '../src/remote-contract';
import { type LoadParcel, RemoteParcel } from '../src/ui/RemoteParcel';

/** Renders the parcel the way the host's RemoteArea does, next to a sibling that must survive a remote failure. */
export function RemoteParcelHost({
  load,
  props,
  timeoutMs,
}: {
  load: LoadParcel;
  props: RemoteProps;
  timeoutMs?: number;
}) {
  return (
    <>
      <p>Host sibling</p>
      <section data-testid="remote-area">
        <RemoteParcel load={load} props={props} timeoutMs={timeoutMs} />
      </section>
    </>
  );
}

export const remoteArea = () => screen.getByTestId('remote-area');
