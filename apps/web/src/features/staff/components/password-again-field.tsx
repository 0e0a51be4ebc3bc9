/**
 * The admin's own password typed again, which every account and payment-account change asks for (the server checks
 * it; a signed-in session alone is not enough for those).
 */
export function PasswordAgainField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="staff-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        required
        autoComplete="current-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
