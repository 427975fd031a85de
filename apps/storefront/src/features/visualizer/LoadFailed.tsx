import { Button, StateMessage, type StateMessageSize } from '@showroom/ui';

/** A part of the visualizer that could not be loaded: why, and Try again. */
export function LoadFailed({ message, retry, size }: { message: string; retry: () => void; size?: StateMessageSize }) {
  return (
    <StateMessage
      tone="error"
      title={message}
      {...(size ? { size } : {})}
      action={
        <Button size="sm" onClick={retry}>
          Try again
        </Button>
      }
    />
  );
}
