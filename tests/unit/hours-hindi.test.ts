import t from 'tap';
import { hoursInHindi } from '../../shared/hours-hindi.ts';
import { site } from '../../shared/site.ts';

t.test("the site's hours read as a Hindi reader says them", async (t) => {
  t.equal(hoursInHindi('10:00AM - 7:00PM'), 'सुबह 10 बजे से शाम 7 बजे तक');
  t.equal(
    hoursInHindi('10:00-21:00 Mon-Fri, 10:00-19:00 Sat'),
    'सोमवार से शुक्रवार सुबह 10 बजे से रात 9 बजे तक, शनिवार सुबह 10 बजे से शाम 7 बजे तक',
  );
  t.equal(hoursInHindi('Mon-Sat 9:30AM-1:00PM'), 'सोमवार से शनिवार सुबह 9:30 बजे से दोपहर 1 बजे तक');
  t.notMatch(hoursInHindi(site.officeHours), /[A-Za-z]/, 'site.ts office hours have no Latin left');
  t.notMatch(hoursInHindi(site.grievanceHours), /[A-Za-z]/, 'nor the grievance desk hours');
});

t.test('hours it cannot read are shown as written, never half-translated', async (t) => {
  t.equal(hoursInHindi('10 - 7PM'), '10 - 7PM', 'which 10 is not guessed');
  t.equal(
    hoursInHindi('10:00-19:00 Mon-Fri, by appointment'),
    '10:00-19:00 Mon-Fri, by appointment',
  );
  t.equal(hoursInHindi('25:00-26:00'), '25:00-26:00');
});
