// The answer to a form posted without script (decision 0040): the server renders the form's page with it as page
// data. Its shared schema is imported only when the browser finds such data in the page (decision 0118).
import type { PageDataSchema } from '../lazy-page.tsx';
import { usePageData } from '../page-data.tsx';
import type { FormResult } from '../../shared/schemas/form-result.ts';

/** What a page with such a form exports as its `pageDataSchema` (client/lazy-page.tsx). */
export const formResultSchema: PageDataSchema = () =>
  import('../../shared/schemas/form-result.ts').then((m) => m.formResultSchema);

/** The result for `form`, when the page was rendered with one; undefined otherwise. */
export function useFormResult(form: FormResult['form']): FormResult | undefined {
  const result = usePageData<FormResult>();
  return result?.form === form ? result : undefined;
}
