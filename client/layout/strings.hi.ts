// The frame around every page, in Hindi (see strings.ts).
import type * as En from './strings.ts';
import type { Translation } from '../../shared/translation.ts';
import { siteIdentity } from '../../shared/site-identity.ts';

export const layoutStrings: Translation<typeof En.layoutStrings> = {
  skipToContent: 'सीधे मुख्य सामग्री पर जाएँ',
  brandHome: `${siteIdentity.brand} होम`,
  openMenu: 'मेन्यू खोलें',
  closeMenu: 'मेन्यू बंद करें',
  mainNav: 'मुख्य',
  applyNow: 'अभी आवेदन करें',
  sandboxLabel: 'सैंडबॉक्स सूचना',
  sandboxNotice: 'सैंडबॉक्स: केवल नमूना डेटा। कोई असली लोन, भुगतान या संदेश नहीं।',
  sandboxSms: 'भेजे गए SMS कोड देखें',
};
