import { lazy, Suspense, useMemo } from "react";
import { FormGroup, InputGroup } from "@blueprintjs/core";
import type { WidgetProps } from "@rjsf/utils";

// Loaded with the first period filter drawn, not with every data block (the member home has none:
// its page weight stays within budget).
const DateWidget = lazy(() => import("../../../../widgets/DateWidget"));

const NO_OPTIONS = {} as WidgetProps["options"];
const DATE_SCHEMA = { type: "string", format: "date" } as const;

/**
 * One date of a filter with the portal's date widget (JJ/MM/AAAA mask, calendar, its own
 * messages), outside any form: its value is the ISO date, or the text typed while incomplete.
 */
export function FilterDate({
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
  const registry = useMemo(
    () => ({ formContext: {} }) as unknown as WidgetProps["registry"],
    [],
  );
  return (
    <FormGroup label={label} labelFor={id} inline>
      <Suspense fallback={<InputGroup id={id} value={value} disabled />}>
        <DateWidget
          id={id}
          name={id}
          label={label}
          schema={DATE_SCHEMA}
          uiSchema={{}}
          registry={registry}
          options={NO_OPTIONS}
          value={value === "" ? undefined : value}
          required={false}
          disabled={false}
          readonly={false}
          onChange={(next: unknown) =>
            onChange(typeof next === "string" ? next : "")
          }
          onBlur={() => undefined}
          onFocus={() => undefined}
        />
      </Suspense>
    </FormGroup>
  );
}
