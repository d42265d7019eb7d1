import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import type { FieldPath, FieldValues, Resolver, UseFormSetError } from 'react-hook-form';
import { useMutation } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import type { z } from 'zod';

/**
 * react-hook-form's zod resolver for one of the shared schemas (@estancia/validation). The form's
 * own values may be looser than the schema's input (an unticked terms box is `false` where the
 * schema wants `true`): the schema decides, and its issue messages are error codes.
 */
export function schemaResolver<TFields extends FieldValues, TSchema extends z.ZodType>(schema: TSchema): Resolver<TFields, unknown, z.output<TSchema>> {
  return zodResolver(schema as never) as unknown as Resolver<TFields, unknown, z.output<TSchema>>;
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
