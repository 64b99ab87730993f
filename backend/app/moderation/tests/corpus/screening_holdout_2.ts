/*
| Third part of the screening corpus, written after the rules and the first
| held-out round. Its first run, before any change: precision 1.000, recall
| 0.448 (new phrasings of threats, insults about groups, quid-pro-quo,
| ballot measures, fee names, cheque overpayment). Its misses were then fixed
| with general rules; screening_holdout_3.ts is the next untouched round.
*/
import type { CorpusEntry } from './screening_corpus.js'

const e = (
  contentType: CorpusEntry['contentType'],
  text: string,
  ...expected: CorpusEntry['expected']
): CorpusEntry => ({ text, contentType, isPublic: contentType !== 'message', expected })

export const SCREENING_HOLDOUT_2: CorpusEntry[] = [
  e('comment', 'Only an idiot would take advice from you.', 'respectful_communication'),
  e('message', 'Next time I see you at the yard you are getting your teeth knocked out.', 'respectful_communication'),
  e('comment', 'Typical lazy immigrants, they ruin every crew.', 'respectful_communication'),
  e('comment', 'You absolute waste of oxygen.', 'respectful_communication'),
  e('message', 'I will make your life hell until you quit.', 'respectful_communication'),
  e('comment', 'This is fucked up, they cancelled overtime again.', 'respectful_communication'),
  e('post', 'Anyone who hires women for line work is a moron.', 'respectful_communication'),
  e(
    'message',
    'Meet me in the hotel room tonight if you want the promotion, wear something revealing.',
    'graphic_or_sexual'
  ),
  e('comment', 'Her profile pic is so hot, I would bang her.', 'graphic_or_sexual'),
  e('post', 'Uploading explicit sex videos from the break room lol', 'graphic_or_sexual'),
  e('message', 'send nudes', 'graphic_or_sexual'),
  e('post', 'Elect Maria Lopez for State Assembly, she will stand up for workers!', 'political_or_election'),
  e('comment', 'The Democrats rigged the last election and everyone knows it.', 'political_or_election'),
  e('post', 'Register to vote before Oct 15 and vote yes on Measure B for the new bond.', 'political_or_election'),
  e('comment', 'Conservatives hate clean energy jobs.', 'political_or_election'),
  e('message', 'Want to make some money? I have a brick of coke to move, need a driver.', 'safe_and_legal'),
  e('post', 'Selling 9mm ammo and a Glock 19, serial filed off, cash only', 'safe_and_legal'),
  e('comment', 'Need a fake OSHA card? I can print one in a day.', 'safe_and_legal'),
  e('post', 'Cheap meth, shipping nationwide', 'safe_and_legal'),
  e('post', 'Whoever found my badge please call me on 206-555-0177', 'personal_information'),
  e(
    'comment',
    'His personal address and email are mike.t.dunn@icloud.com, go tell him yourself',
    'personal_information'
  ),
  e('profile', 'Visa 4000 0566 5566 5556 for the dues, thanks', 'personal_information'),
  e('comment', 'SSN 545-67-8901 please fix my W-2', 'personal_information'),
  e('job', 'Warehouse work from home packing gloves! Starter fee $75, refundable, earn $900 weekly.', 'job_scam'),
  e(
    'message',
    'Dear candidate, to proceed with your hiring you need to purchase the required software license ($180).',
    'job_scam'
  ),
  e(
    'message',
    'We will pay you in advance with a cheque. After depositing it, send the difference to our equipment supplier.',
    'job_scam'
  ),
  e('job', 'Crypto trading assistant. Invest a minimum of $500 in USDT to unlock your salary account.', 'job_scam'),
  e(
    'message',
    'Please reply with your full name, date of birth, SSN and bank account number to complete your job offer.',
    'job_scam'
  ),
  e('job', 'Instant hire, no interview needed, message our HR on Telegram to begin.', 'job_scam'),
  e('comment', 'Anyone else get the rate case update from the commission?'),
  e('post', 'First day as a line foreman tomorrow. Nervous but excited!'),
  e('comment', 'The new crew trucks have better outriggers, huge safety win.'),
  e('message', 'Could you shoot over the updated single-line diagram?'),
  e('post', 'We are electing our safety committee chair on Friday, nominations are open.'),
  e('job', 'Distribution dispatcher. Contact recruiting at 555-201-3344 or recruiting@metroutility.org.'),
  e('job', 'Call center representative. Paid training, no experience needed, $19/hour.'),
  e('job', 'Treasury analyst. Execute wire transfers and monitor cash positions.'),
  e('comment', 'That transformer explosion video is wild, glad nobody got hurt.'),
  e('post', 'Our lineworker rodeo raised $12,000 for the burn center.'),
  e('comment', 'We hit our target, absolutely crushed it this year.'),
  e('job', 'Security analyst. Investigate phishing and fraud; never share your password with anyone.'),
  e('comment', 'Order #4532015112830367 has not shipped yet.'),
  e('post', 'Great panel on the politics of rate design at the regulatory conference.'),
  e('message', 'My cell is 415-555-0199 if the call drops.'),
  e('job', 'Mental health counselor for our employee assistance program, including substance abuse recovery.'),
]
