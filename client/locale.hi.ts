// The Hindi build's language (see client/locale.ts).
import type { BuildLocale } from './locale.ts';

export const buildLocale: BuildLocale = {
  code: 'hi',
  htmlLang: 'hi-IN',
  intl: 'hi-IN',
  basePath: '/hi',
};
