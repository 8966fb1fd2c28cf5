import { memo, useId, useState } from 'react';
import { useForm, useFormState, type UseFormReturn } from 'react-hook-form';
import { readPhoneInput } from '@schemas/phone-input';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, type CountryCode } from '@schemas/phone-rules';
import type { Profile, ProfileInput } from '@schemas/profile';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useUpdateProfile } from '../api/update-profile';

const check = lazyZodResolver(() => import('@schemas/profile').then((m) => m.profileInput));

/** Short enough to read whole in the country's narrow box beside the phone. */
const COUNTRIES: Record<CountryCode, string> = { '+1': '+1 EE. UU.', '+52': '+52 México' };

const isCountryCode = (value: string | null): value is CountryCode =>
  (COUNTRY_CODES as readonly (string | null)[]).includes(value);

/** docs/product/profile-and-identity.md#personal-information: full name, country code (+1 by default) and a 10-digit phone. */
export function PersonalInfoForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const [defaults] = useState<ProfileInput>(() => ({
    fullName: profile.fullName ?? '',
    cellphone: profile.cellphone ?? '',
    countryCode: isCountryCode(profile.countryCode) ? profile.countryCode : DEFAULT_COUNTRY_CODE,
  }));
  const form = useForm<ProfileInput>({ resolver: check.resolver, defaultValues: defaults });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Información personal</CardTitle>
        <CardDescription>Escribe tu nombre tal como aparece en tu identificación.</CardDescription>
      </CardHeader>
      <CardContent>
        <PersonalInfoFields
          form={form}
          defaults={defaults}
          saving={update.isPending}
          onSave={update.mutate}
        />
      </CardContent>
    </Card>
  );
}

/**
 * The form itself, memoised: useForm re-renders its caller once mounted, and that render stops
 * at the card (docs/decisions/web-speed.md#forms-render-once-on-mount). Each field also carries
 * its saved value as `defaultValue`: `register` fills a field only once the browser runs the
 * code, and the page the server renders must show the creditor's data, not empty fields.
 */
const PersonalInfoFields = memo(function PersonalInfoFields({
  form,
  defaults,
  saving,
  onSave,
}: {
  form: UseFormReturn<ProfileInput>;
  defaults: ProfileInput;
  saving: boolean;
  onSave: (values: ProfileInput) => void;
}) {
  const id = useId();
  const { errors } = useFormState({ control: form.control });
  const cellphone = form.register('cellphone');

  return (
    <form
      noValidate
      className="@container grid gap-4"
      onFocus={check.preload}
      onSubmit={form.handleSubmit((values) => onSave(values))}
    >
      <Field label="Nombre completo" htmlFor={`${id}-name`} error={errors.fullName?.message}>
        <Input
          id={`${id}-name`}
          autoComplete="name"
          placeholder="Nombre y apellidos"
          aria-invalid={errors.fullName ? true : undefined}
          aria-describedby={errors.fullName ? `${id}-name-error` : undefined}
          defaultValue={defaults.fullName}
          {...form.register('fullName')}
        />
      </Field>
      {/* Side by side only where both fit: '+52 México' whole, ten digits whole. */}
      <div className="grid items-start gap-3 @[18rem]:grid-cols-[9.5rem_minmax(0,1fr)]">
        <Field label="País" htmlFor={`${id}-country`} error={errors.countryCode?.message}>
          <NativeSelect
            id={`${id}-country`}
            autoComplete="tel-country-code"
            defaultValue={defaults.countryCode}
            aria-invalid={errors.countryCode ? true : undefined}
            {...form.register('countryCode')}
          >
            {COUNTRY_CODES.map((code) => (
              <option key={code} value={code}>
                {COUNTRIES[code]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Teléfono celular" htmlFor={`${id}-phone`} error={errors.cellphone?.message}>
          <Input
            id={`${id}-phone`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="10 dígitos"
            className="tabular"
            defaultValue={defaults.cellphone}
            aria-invalid={errors.cellphone ? true : undefined}
            aria-describedby={errors.cellphone ? `${id}-phone-error` : undefined}
            {...cellphone}
            onChange={(event) => {
              // Digits only, a country prefix dropped and its country chosen; never cut.
              const read = readPhoneInput(event.target.value, form.getValues('countryCode'));
              event.target.value = read.cellphone;
              if (read.countryCode !== form.getValues('countryCode')) {
                form.setValue('countryCode', read.countryCode, { shouldDirty: true });
              }
              return cellphone.onChange(event);
            }}
          />
        </Field>
      </div>
      <Button
        type="submit"
        size="lg"
        className="mt-1 w-full"
        disabled={saving}
        pending={saving}
        pendingLabel="Guardando…"
      >
        Guardar información
      </Button>
    </form>
  );
});
