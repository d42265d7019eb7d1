import { useCallback } from 'react';
import { get, type FieldError, type FieldPath, type FieldValues, type Path, type RegisterOptions, type Resolver, type UseFormReturn, type UseFormSetError } from 'react-hook-form';
import { useMutation } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import type { z } from 'zod';
import type * as FormRulesModule from './form-rules.ts';
import type { FormRules } from './form-rules.ts';

let loading: Promise<typeof FormRulesModule> | undefined;
/** The rules' module, asked for once (the first form that renders in the browser starts it). */
const formRules = () => (loading ??= import('./form-rules.ts'));

/**
 * react-hook-form's resolver for one of the shared schemas (@estancia/validation), picked from the
 * rules once they have loaded: zod and the schemas are not on the way to a page's first paint. The
 * browser starts loading them as soon as a form renders, so they are there by its first check;
 * one that comes sooner waits for them (react-hook-form takes a resolver's promise).
 */
export function schemaResolver<TFields extends FieldValues, TSchema extends z.ZodType>(pick: (rules: FormRules) => TSchema): Resolver<TFields, unknown, z.output<TSchema>> {
  if (typeof window !== 'undefined') void formRules();
  let resolver: Promise<Resolver<TFields, unknown, z.output<TSchema>>> | undefined;
  return async (values, context, options) => {
    resolver ??= formRules().then((module) => module.zodResolverOf<TFields, TSchema>(pick(module.rules)));
    return (await resolver)(values, context, options);
  };
}

/**
 * The props a field takes from its form: the registration of the field `name` (with `rules`, such
 * as an onBlur check) and its error code, so a form names each field once.
 */
export function fieldOf<TFields extends FieldValues>(form: Pick<UseFormReturn<TFields>, 'register' | 'formState'>, name: Path<TFields>, rules?: RegisterOptions<TFields, Path<TFields>>) {
  return { registration: form.register(name, rules), error: (get(form.formState.errors, name) as FieldError | undefined)?.message };
}

export interface UserErrorLike {
  readonly code: string;
  readonly field: ReadonlyArray<string>;
}

/**
 * Shows the gateway's `userErrors` on the form: an error whose `field` is a field of the form is
 * set on it (the first one gets the focus); the others are returned, for a form-level message.
 */
export function applyUserErrors<TFields extends FieldValues>(
  errors: ReadonlyArray<UserErrorLike>,
  setError: UseFormSetError<TFields>,
  fields: ReadonlyArray<FieldPath<TFields>>,
): UserErrorLike[] {
  const formLevel: UserErrorLike[] = [];
  let focused = false;
  for (const error of errors) {
    const path = error.field[0] === 'input' ? error.field.slice(1) : error.field;
    const name = fields.find((field) => field === path.join('.'));
    if (!name) {
      formLevel.push(error);
      continue;
    }
    setError(name, { type: 'server', message: error.code }, { shouldFocus: !focused });
    focused = true;
  }
  return formLevel;
}

/** Relay's `useMutation` as a promise of the answer; a failed request (no answer) rejects. */
export function useMutationPromise<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, inFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T['variables']) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({ variables, onCompleted: (response) => resolve(response), onError: reject });
      }),
    [commit],
  );
  return [run, inFlight] as const;
}
