import type { FormEvent, ReactNode } from 'react';
import { Form, FormActions } from './Form';
import { Modal } from './Modal';

interface FormModalProps {
  title: string;
  /** The form's accessible name. */
  label: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error: string | null;
  submitLabel: string;
  busy: boolean;
  busyLabel?: string;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/** A form in a modal: its message on top, the fields, then Cancel (closes) and submit. */
export function FormModal({
  title,
  label,
  onClose,
  onSubmit,
  error,
  submitLabel,
  busy,
  busyLabel,
  size,
  children,
}: FormModalProps) {
  return (
    <Modal title={title} onClose={onClose} size={size}>
      <Form label={label} onSubmit={onSubmit} error={error}>
        {children}
        <FormActions onCancel={onClose} label={submitLabel} busy={busy} busyLabel={busyLabel} />
      </Form>
    </Modal>
  );
}
