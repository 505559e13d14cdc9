import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangeEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../api/api-error';

/** Where an error that belongs to no field is kept. */
const FORM_ERROR = 'root.form';

/** setValueAs turns the control's text into the form's value (a select's number); onChange runs after a change. */
type FieldOptions<Values extends FieldValues> = Pick<RegisterOptions<Values>, 'setValueAs' | 'onChange'> & {
  /** Rewrites what is typed as it is typed (for example upper-casing an ID). */
  normalise?: (value: string) => string;
};

/** The schema's errors on the fields they name; an error about the whole request goes on the form. */
function byField<Values extends FieldValues, Output>(
  resolver: Resolver<Values, unknown, Output>,
  fields: readonly string[],
): Resolver<Values, unknown, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const stray = Object.keys(result.errors).find((key) => !fields.includes(key));
    if (stray === undefined) return result;
    const errors = { ...result.errors } as FieldErrors<Values>;
    const error = (errors as Record<string, FieldError | undefined>)[stray];
    delete (errors as Record<string, unknown>)[stray];
    errors.root = { form: { type: error?.type ?? 'custom', message: error?.message } };
    return { values: {}, errors };
  };
}

/**
 * A form checked against a contract schema: errors show on submit, focus goes to the first one, and a
 * change clears its field's error and the form's. The values are the controls' texts; the schema turns
 * them into the request, so what is submitted is exactly what the server would accept.
 */
export function useContractForm<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, FieldValues>,
  defaultValues: Values,
) {
  const fields = Object.keys(defaultValues);
  const form = useForm<Values, unknown, Output>({
    resolver: byField(zodResolver(schema) as Resolver<Values, unknown, Output>, fields),
    defaultValues: defaultValues as DefaultValues<Values>,
    reValidateMode: 'onSubmit',
  });
  const { register, clearErrors, setError, setValue, getFieldState, formState } = form;

  /** A control's wiring for TextField, SelectField or TextAreaField: its registration and its error. */
  const field = (name: Path<Values>, { normalise, ...options }: FieldOptions<Values> = {}) => {
    const registration = register(name, options);
    return {
      ...registration,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
        if (normalise) event.target.value = normalise(event.target.value);
        clearErrors([name, FORM_ERROR] as Path<Values>[]);
        return registration.onChange(event);
      },
      error: getFieldState(name, formState).error?.message,
    };
  };

  /** Sets a value from outside its control (a generator button), clearing errors as typing would. */
  const change = (name: Path<Values>, value: Values[Path<Values>]) => {
    setValue(name, value);
    clearErrors([name, FORM_ERROR] as Path<Values>[]);
  };

  /** Puts a failed call's error on the field the server named, or else on the form. */
  const fail = (error: unknown, fallback: string) => {
    const message = error instanceof ApiError ? error.message : fallback;
    const name = error instanceof ApiError ? fields.find((key) => key === error.field) : undefined;
    if (name) setError(name as Path<Values>, { type: 'server', message }, { shouldFocus: true });
    else setError(FORM_ERROR, { type: 'server', message });
  };

  /** Shows an error about the whole form in place of any others. */
  const failForm = (message: string) => {
    clearErrors();
    setError(FORM_ERROR, { type: 'custom', message });
  };

  return { ...form, field, change, fail, failForm, formError: formState.errors.root?.form?.message };
}
