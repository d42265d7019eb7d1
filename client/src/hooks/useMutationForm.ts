import { useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type SubmitErrorHandler, type UseFormReturn } from 'react-hook-form';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import type { z } from 'zod';
import { applyUserErrors, schemaResolver, useMutationPromise, type UserErrorLike } from '../components/forms/form-helpers.ts';
import type { FormRules } from '../components/forms/form-rules.ts';

/** What a form's answer handlers are given besides the answer. */
export interface MutationFormSend<TFields extends FieldValues, TValues> {
  /** The checked values that were sent. */
  values: TValues;
  form: UseFormReturn<TFields, unknown, TValues>;
  /** Sets the gateway's `userErrors` on the fields they name (focusing the first); returns the others. */
  showOnFields: (errors: ReadonlyArray<UserErrorLike>) => UserErrorLike[];
  /** Shows a form-level failure (`failure`, for a `FormFailure`). */
  fail: (text: string) => void;
}

interface MutationFormOptions<TMutation extends MutationParameters, TFields extends FieldValues, TSchema extends z.ZodType> {
  /** The shared schema (@estancia/validation) that checks the fields before anything is sent. */
  schema: (rules: FormRules) => TSchema;
  defaultValues: DefaultValues<TFields>;
  /** The form's fields a `userErrors` entry may point at. */
  fields: ReadonlyArray<FieldPath<TFields>>;
  mutation: GraphQLTaggedNode;
  /** The mutation's variables: `{ input: values }` unless a form says otherwise. */
  variables?: (values: z.output<TSchema>) => TMutation['variables'];
  /** Asks before sending (a confirmation dialog): `send` goes on with it. */
  confirm?: (values: z.output<TSchema>, send: () => void) => void;
  /** The gateway answered (with or without `userErrors`). */
  onAnswer: (answer: TMutation['response'], sent: MutationFormSend<TFields, z.output<TSchema>>) => void;
  /** No answer came (the request failed): nothing is known to have changed. */
  onUnreached: (sent: MutationFormSend<TFields, z.output<TSchema>>) => void;
  /** The fields did not pass the schema (react-hook-form has marked them and focused the first). */
  onInvalid?: SubmitErrorHandler<TFields>;
}

/**
 * A react-hook-form form checked by a shared schema and sent with one Relay mutation: the scaffold
 * every form of the site repeats. A submit while the mutation is in flight is ignored; a form-level
 * failure shown by `fail` is cleared when the form is sent again, so a repeated failure is read out
 * again (its `role="alert"` element comes back).
 */
export function useMutationForm<TMutation extends MutationParameters, TFields extends FieldValues, TSchema extends z.ZodType>(
  options: MutationFormOptions<TMutation, TFields, TSchema>,
) {
  type TValues = z.output<TSchema>;
  const { schema, defaultValues, fields, mutation, variables, confirm, onAnswer, onUnreached, onInvalid } = options;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TFields, unknown, TValues>({ resolver: schemaResolver<TFields, TSchema>(schema), defaultValues });
  const [commit, inFlight] = useMutationPromise<TMutation>(mutation);

  const send = async (values: TValues) => {
    setFailure(null);
    const sent: MutationFormSend<TFields, TValues> = {
      values,
      form,
      showOnFields: (errors) => applyUserErrors(errors, form.setError, fields),
      fail: setFailure,
    };
    let answer: TMutation['response'];
    try {
      answer = await commit(variables ? variables(values) : { input: values });
    } catch {
      onUnreached(sent);
      return;
    }
    onAnswer(answer, sent);
  };

  const submit = form.handleSubmit(async (values) => {
    if (inFlight) return;
    if (confirm) confirm(values, () => void send(values));
    else await send(values);
  }, onInvalid);

  return { form, inFlight, failure, onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event) };
}
