import buttons from '../ui/buttons.module.css';

/**
 * A way from one form to another (to log in, register or recover a password), in the form's
 * `links` area: a link-styled button, after the question it answers when there is one.
 */
export function FormLink({ lead, label, onClick }: { lead?: string; label: string; onClick: () => void }) {
  const button = (
    <button type="button" className={buttons.link} onClick={onClick}>
      {label}
    </button>
  );
  if (lead === undefined) return button;
  return (
    <p>
      {lead} {button}
    </p>
  );
}
