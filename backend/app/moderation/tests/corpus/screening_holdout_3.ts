/*
| Fourth part of the screening corpus: written after round 2 was fixed, and
| NOT used to tune anything. Its figures, printed apart by the corpus test,
| are the honest measure of the screening on texts it has never seen.
*/
import type { CorpusEntry } from './screening_corpus.js'

const e = (
  contentType: CorpusEntry['contentType'],
  text: string,
  ...expected: CorpusEntry['expected']
): CorpusEntry => ({ text, contentType, isPublic: contentType !== 'message', expected })

export const SCREENING_HOLDOUT_3: CorpusEntry[] = [
  e('comment', 'Nobody on this crew respects you, you incompetent hack.', 'respectful_communication'),
  e('message', 'Better watch yourself in the parking lot tonight.', 'respectful_communication'),
  e(
    'comment',
    'Old guys like you should retire and stop wasting everyones time, you dinosaur.',
    'respectful_communication'
  ),
  e('message', 'I swear I will slash your tires if you report me.', 'respectful_communication'),
  e('comment', 'What a dumbass answer.', 'respectful_communication'),
  e('comment', 'Get lost, loser.', 'respectful_communication'),
  e('message', 'Your profile photo is sexy, want to hook up tonight?', 'graphic_or_sexual'),
  e('post', 'OnlyFans link in bio for the hot lineman content ;)', 'graphic_or_sexual'),
  e('comment', 'She slept her way to that supervisor job.', 'graphic_or_sexual'),
  e('message', 'I can send you a nude pic if you refer me', 'graphic_or_sexual'),
  e('post', 'Proud to endorse Jim Carter for Congress. Donate now!', 'political_or_election'),
  e('comment', 'This administration is the worst in history, impeach him.', 'political_or_election'),
  e('post', 'Join us at the rally for the union-backed candidate for governor this Sunday.', 'political_or_election'),
  e('comment', 'Socialism is ruining this country, wake up people.', 'political_or_election'),
  e('message', 'I got pills, oxys and bars, tap in', 'safe_and_legal'),
  e('post', 'Buying stolen copper wire, top dollar, no questions asked.', 'safe_and_legal'),
  e('comment', 'I can make you a fake CDL, looks legit, $300.', 'safe_and_legal'),
  e('post', 'Selling an untraceable 3D printed pistol, DM', 'safe_and_legal'),
  e('comment', 'My SSN is 532-48-1190 and my employer used it wrong', 'personal_information'),
  e('post', 'Text Rachel at 646-555-0148, she is looking for a roommate near the plant', 'personal_information'),
  e('profile', 'Reach me at pedro.alvarez.pe@gmail.com for freelance drafting', 'personal_information'),
  e('comment', 'Mastercard 5105 1051 0510 5100 got declined at the union store', 'personal_information'),
  e('job', 'Become a brand ambassador! Membership costs only $39 and you can start earning right away.', 'job_scam'),
  e(
    'message',
    'We have reviewed your resume, you are hired. Our finance team needs a copy of your passport and your bank PIN to release your sign-on bonus.',
    'job_scam'
  ),
  e(
    'job',
    'Data entry from home, $45/hour, no experience, no interview. Send $60 for your ID verification.',
    'job_scam'
  ),
  e(
    'message',
    'The equipment check we mailed you is larger than needed, please return the extra amount by gift card.',
    'job_scam'
  ),
  e('job', 'Earn 5 BTC a month! Deposit to our wallet to join the trading team.', 'job_scam'),
  e('message', 'To secure this position, a refundable deposit of $200 is required by Friday.', 'job_scam'),
  e('comment', 'The crew leader walked us through the switching order twice, very clear.'),
  e('post', 'Our team won the regional hurdle at the lineman rodeo!'),
  e('message', 'Sure, ping me when the outage is over and we will talk about the position.'),
  e('job', 'Field engineer. Must be able to lift 50 lb. Pre-employment physical and drug screen.'),
  e('job', 'Questions? Call Maria in HR at (602) 555-0117 or write hr@desertwater.org.'),
  e('post', 'The proxy statement for the co-op director election is out, read it before the meeting.'),
  e('comment', 'That presentation killed, well done.'),
  e('comment', 'My first boss taught me to triple-check every grounding set.'),
  e('job', 'Treasury clerk. Prepare ACH and wire payments for vendor invoices.'),
  e('message', 'Please bring your driver license and a voided check on your first day for payroll.'),
  e('post', 'Electric cooperatives are member-owned; every member gets one vote at the annual meeting.'),
  e('job', 'Cannabis dispensary compliance manager in a state where it is legal. Track inventory and licensing.'),
  e('comment', 'Ordered new climbing gear, tracking number 9400111899223818045678.'),
  e('post', 'We celebrated National Lineworker Appreciation Day with a cookout.'),
  e('job', 'Gunsmith apprentice at a licensed firearms dealer. FFL compliance training provided.'),
  e('comment', 'Our candidate pipeline doubled after we posted salary ranges.'),
  e('post', 'Sexual harassment prevention training is due by the end of the month.'),
]
