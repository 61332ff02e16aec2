import { Alert } from '@mantine/core';

/** Why the last step of a console form was refused, announced; nothing when there is no error. */
export function ErrorAlert({ error }: { error: string }) {
  return error ? (
    <Alert color="red" role="alert">
      {error}
    </Alert>
  ) : null;
}
