// The message a form shows when sending it failed: said at once to screen readers (role alert).
export function FailedAlert({ message }: { message: string | undefined }) {
  return message ? (
    <div className="alert alert-error" role="alert">
      {message}
    </div>
  ) : null;
}
