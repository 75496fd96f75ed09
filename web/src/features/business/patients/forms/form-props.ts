/** What every entry form takes, whether it adds an entry or corrects one. */
export interface EntryFormProps<Values, Body> {
  initial: Values;
  /** The form's accessible name, e.g. "Visit notes". */
  label: string;
  submitLabel: string;
  /** Sends the checked entry; a throw shows the API's text (else failureText) above the fields. */
  onSend: (body: Body) => Promise<void>;
  failureText: string;
  onCancel: () => void;
  busy: boolean;
}
