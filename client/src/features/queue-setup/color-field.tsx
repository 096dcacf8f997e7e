import { TextField } from '../../ui/text-field.tsx';
import type { BoundFieldProps } from '../../ui/use-schema-form.ts';

/** A colour typed as #rrggbb, with a swatch of it beside the field. */
export function ColorField({
  label,
  value,
  field,
  testId,
}: {
  label: string;
  value: string;
  field: BoundFieldProps;
  testId: string;
}) {
  const valid = /^#[0-9a-fA-F]{6}$/.test(value.trim());
  return (
    <div className="workshop-setup__color">
      <TextField label={label} {...field} inputTestId={testId} autoComplete="off" />
      <span
        className="workshop-setup__swatch"
        aria-hidden="true"
        style={{ background: valid ? value.trim() : 'transparent' }}
      />
    </div>
  );
}
