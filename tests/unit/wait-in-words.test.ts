// When to try again, in words (issue 19 item 6): one wording for the server's 429 detail and the page's own line.
import { test } from 'tap';
import { tooManyAttempts, waitInWords, withWait } from '../../shared/messages.ts';

test('a wait reads in the unit that fits, rounded up, singular for one', async (t) => {
  t.equal(waitInWords(1), '1 second');
  t.equal(waitInWords(0.2), '1 second');
  t.equal(waitInWords(30), '30 seconds');
  t.equal(waitInWords(59.5), '1 minute');
  t.equal(waitInWords(60), '1 minute');
  t.equal(waitInWords(61), '2 minutes');
  t.equal(waitInWords(3599), '60 minutes');
  t.equal(waitInWords(3600), '1 hour');
  t.equal(waitInWords(5400), '2 hours');
});

test('the 429 detail says when to try again', async (t) => {
  t.equal(tooManyAttempts(90), 'Too many attempts. Please try again in 2 minutes.');
});

test('a refusal gains the wait only when its words do not already give one', async (t) => {
  t.equal(
    withWait('Please wait before asking for another code.', 28),
    'Please wait before asking for another code. Try again in 28 seconds.',
  );
  t.equal(withWait(tooManyAttempts(90), 90), 'Too many attempts. Please try again in 2 minutes.');
  t.equal(withWait('Something went wrong.', undefined), 'Something went wrong.');
});
