import { Trans } from '@lingui/react';
import type { ReactElement } from 'react';
import type { MessageKey, MessageValues } from '@wheelend/domain';

/** A message with markup: `<0>terms</0>` in the catalog takes the element `components[0]`. */
export function Rich({
  id,
  values,
  components,
}: {
  id: MessageKey;
  values?: MessageValues;
  components: ReactElement[];
}) {
  return <Trans id={id} values={values} components={{ ...components }} />;
}
