import type { ComponentPropsWithoutRef } from 'react';

/** Every zone this browser knows, by IANA name, with the one given kept even if it is not. */
function zonesWith(value: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(value) ? zones : [value, ...zones];
}

interface TimeZoneSelectProps extends Omit<
  ComponentPropsWithoutRef<'select'>,
  'value' | 'onChange'
> {
  value: string;
  onChange: (timeZone: string) => void;
}

/** A picker of IANA time zones ('Europe/Berlin'), as the API takes them. */
export function TimeZoneSelect({ value, onChange, className = '', ...props }: TimeZoneSelectProps) {
  return (
    <select
      {...props}
      className={`select w-full ${className}`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {zonesWith(value).map((zone) => (
        <option key={zone} value={zone}>
          {zone}
        </option>
      ))}
    </select>
  );
}
