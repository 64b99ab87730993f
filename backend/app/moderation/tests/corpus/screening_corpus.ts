/*
| A labelled corpus for the screening, written for this purpose:
| short posts, comments, jobs, messages and profile texts of a hiring
| network for the utilities trade, each with the guideline categories it
| breaks (none for the clean ones). It has hard negatives on purpose: the
| trade's own words ("grid election of board members", "kill the process",
| "drug testing required", a company's phone in its job post).
| No real person's numbers: the card numbers are the card networks' published
| test numbers, the SSNs well-known void samples (078-05-1120, 219-09-9999)
| or made up.
*/
import type { Category, ContentType } from '#moderation/constants'

export interface CorpusEntry {
  text: string
  contentType: ContentType
  isPublic: boolean
  expected: Category[]
}

const post = (text: string, ...expected: Category[]): CorpusEntry => ({
  text,
  contentType: 'post',
  isPublic: true,
  expected,
})
const comment = (text: string, ...expected: Category[]): CorpusEntry => ({
  text,
  contentType: 'comment',
  isPublic: true,
  expected,
})
const job = (text: string, ...expected: Category[]): CorpusEntry => ({
  text,
  contentType: 'job',
  isPublic: true,
  expected,
})
const message = (text: string, ...expected: Category[]): CorpusEntry => ({
  text,
  contentType: 'message',
  isPublic: false,
  expected,
})
const profile = (text: string, ...expected: Category[]): CorpusEntry => ({
  text,
  contentType: 'profile',
  isPublic: true,
  expected,
})

const R = 'respectful_communication' as const
const G = 'graphic_or_sexual' as const
const P = 'political_or_election' as const
const S = 'safe_and_legal' as const
const I = 'personal_information' as const
const J = 'job_scam' as const

export const SCREENING_CORPUS: CorpusEntry[] = [
  // ── Respectful communication: profanity, insults, slurs, threats, harassment ──
  comment('You are a fucking idiot and everyone on this crew knows it.', R),
  comment('What a load of shit, this advice is useless.', R),
  comment('Shut up, nobody asked for your opinion.', R),
  comment('you stupid b1tch, go back to the call center', R),
  message('I know where you live. Watch your back.', R),
  message("If you report me again I'm going to hurt you.", R),
  message('I will kill you if you take that foreman job.', R),
  comment('Kill yourself, seriously.', R),
  comment('You deserve to die for what you did to that crew.', R),
  comment('You are such a worthless loser, no wonder they fired you.', R),
  post('Nobody wants you on a job site. Go back to where you came from.', R),
  comment('This guy is a total asshole to apprentices.', R),
  comment('What a retard, he wired the panel backwards.', R),
  message('Keep talking and I will break your legs.', R),
  comment('Stupid woman should not be running a substation.', R),
  comment('F*ck this company and f*ck their HR.', R),
  comment('Damn right, that dispatcher is a prick.', R),
  post('Our site manager is a useless moron and a bully.', R),
  message("You'll regret this. I'll find you.", R),
  comment('Women do not belong on a line crew, period.', R),
  comment('Holy sh1t, this bullsh1t outage lasted nine hours.', R),
  comment('You are pathetic and your resume is a joke.', R),
  message('Someone should shoot you for posting that.', R),
  comment('Go to hell, you bastard.', R),
  comment('That recruiter is a lying piece of shit.', R),

  // ── Graphic or sexual ──
  post('Hot singles near the substation, free porn link in my bio', G),
  message('Send me nudes and I will put in a word for you, I want a blowjob after the interview', G),
  comment('Check out my hentai collection lol', G),
  post('Looking for a threesome orgy partner this weekend, DM me', G),
  message('I want to see your tits before we talk about the job.', G),
  comment('She only got promoted because she gives handjobs to the boss.', G),
  message('Come over and we can masturbate together after shift', G),
  profile('Amateur p0rn star by night, lineman by day', G),
  post('Sharing the full gangbang video from the company party', G),
  message('nice boobs in your profile picture', G),
  comment('Bet she likes it doggystyle', G),
  message('I want to cum on you', G),
  post('Selling dildos and other adult toys, link in comments', G),
  comment('Graphic video of the rape in comments, watch before it is deleted', G),
  message('Show me your pussy', G),

  // ── Political or election ──
  post('Vote for Trump in November, make America great again! MAGA', P),
  post('Everyone at the plant needs to vote blue this midterm. Democrats will protect our unions.', P),
  comment('Republicans are destroying the grid, never vote GOP again.', P),
  post('Reelect Senator Ramos! Volunteers needed for the campaign rally on Saturday.', P),
  post('I am running for city council in District 4. Please vote for me on the ballot on Tuesday.', P),
  comment('Biden did more for linemen than any president in history.', P),
  post('Polling places open at 7am for the general election, vote early and vote Labour party.', P),
  comment('Liberals and conservatives both ruin everything they touch.', P),
  post('Join our get out the vote drive for the presidential election.', P),
  comment('The Tories will sell off the water utilities again if they win.', P),
  post('Proud to be a candidate for mayor. Donate to my campaign today!', P),
  comment('Obama and Kamala voters should not be hired, period.', P),
  post('Caucus tonight at the union hall, bring your neighbors to support the Democratic Party nominee.', P),
  message('Hey, can you sign my petition and vote for the Republican candidate for governor?', P),
  post('Left-wing politicians want to ban gas stoves. Vote them out in the midterms.', P),

  // ── Safe and legal: drugs, weapons, counterfeit ──
  post('Selling xanax and oxy, no prescription needed, DM me for the menu', S),
  comment('Got that fire kush and carts, hmu, discreet delivery', S),
  message('I can get you coke for the weekend, $80 a gram', S),
  post('Untraceable ghost guns for sale, no serial numbers, cash only', S),
  message('Need a glock switch? I ship discreetly, pm me', S),
  post('Fake passports and driver licenses available, look 100% real', S),
  comment('Replica Rolex watches for sale, ship worldwide', S),
  post('Counterfeit bills, high quality, passes the pen test', S),
  message('I sell stolen credit cards, fresh dumps every day', S),
  post('Buy adderall without a prescription, fast shipping', S),
  comment('Molly and shrooms available for the festival, dm for prices', S),
  post('Forged diplomas and fake degree certificates from any university', S),
  message('Unregistered AR-15 for sale, no background check, no paperwork', S),
  comment('Fentanyl pills in stock, cheap, hit me up', S),
  post('Cloned cards with PIN, order now', S),

  // ── Personal information in public content ──
  post('Call my ex at (415) 555-0132 and tell her what you think', I),
  comment('Here is his personal email: jake.morrison88@gmail.com, flood his inbox', I),
  post('My SSN is 078-05-1120, can HR fix my tax form already?', I),
  comment('Use my card 4111 1111 1111 1111 to pay for the team lunch', I),
  profile('Text me anytime at 312-555-0187 or write to dana.k.lee@outlook.com', I),
  post('Found a wallet, the card number is 5555-5555-5555-4444, DM the owner', I),
  comment('Her social security number 219-09-9999 is on the onboarding form lol', I),
  post('Reach our apprentice Maria directly on +44 7700 900123', I),
  comment('My Amex 378282246310005 got charged twice by the certification board', I),
  profile('Contact: tom.baker.linework@yahoo.com, cell 602.555.0143', I),
  comment('His home number is 555-867-5309, call him at night', I),
  post('Posting my SSN 123456789 by mistake? No, social security: 123456789', I),
  job('Payroll needs each hire to confirm: candidate SSN 078-05-1120 already on file', I),
  comment('Dispatcher cell: (720) 555-0199 if you want to complain', I),
  post('My discover card 6011 1111 1111 1117 expires next month', I),

  // ── Job scams ──
  job('Data entry clerk, work from home. $85 registration fee to apply, refundable after your first paycheck.', J),
  job('Guaranteed income of $500 a day! No interview needed, pay $49 to start today.', J),
  message(
    'Congratulations, you are hired! Please purchase your starter kit ($250) from our vendor before orientation.',
    J
  ),
  message(
    'To receive your equipment we will send you a check. Deposit the check and wire the balance to our vendor.',
    J
  ),
  job('Remote assistant. Payment for the training course is required before you start: $199.', J),
  message('Please send your bank account and routing number so we can set up payroll before the interview.', J),
  message('Your onboarding fee can be paid in gift cards. Send photos of the card codes to this number.', J),
  job('Crypto payroll job. Deposit $300 in bitcoin to activate your account and start earning.', J),
  message('We need your SSN and a photo of your driver license to reserve your position, reply today.', J),
  job('Mystery shopper wanted! Earn $400 per week from home. Interview on Telegram only. Limited slots.', J),
  message('Kindly send the processing fee through Western Union to finalise your contract.', J),
  job('Package forwarding agent. No experience required, guaranteed pay, hired immediately.', J),
  message('Buy three $100 Apple gift cards and send me the codes to cover your background check.', J),
  job('Lineman apprentice program. Training fee of $1,200 due before the first day.', J),
  message(
    'Hi, I am a recruiter for Duke Energy. Interview via WhatsApp. Provide your online banking login for direct deposit setup.',
    J
  ),
  job('Earn $300 a day from your phone! No interview needed. Act now, only 5 spots.', J),
  message('Send $150 via Zelle to us to secure your spot in the hiring class.', J),
  job('Pay a small fee to get started with our certified program, guaranteed job placement after.', J),
  message('To start, transfer the USDT to our wallet address below to cover your equipment.', J),
  message('Please share your credit card details to pay for the background check, it will be reimbursed.', J),

  // ── Two categories at once ──
  post('Vote Democrats or I will kill you, I know where you live', R, P),
  comment('Selling fake IDs, text me at 213-555-0110', S, I),
  message('Pay the $60 application fee or you are a worthless idiot who stays unemployed', J, R),

  // ── Ordinary feed posts, comments, profiles (clean) ──
  post('Just finished my journeyman lineman certification. Thanks to everyone who helped along the way!'),
  post('Our crew restored power to 12,000 homes after the ice storm. Proud of this team.'),
  comment('Congrats! Well deserved.'),
  comment('Great advice, I wish I had known this when I started as an apprentice.'),
  post('Any tips for the CDL Class A road test? Mine is next Friday.'),
  post('Hiring managers: what do you look for in a substation technician resume?'),
  comment('Try the IBEW apprenticeship, it changed my life.'),
  post('Safety reminder: always test before you touch. Lockout/tagout saves lives.'),
  comment('Thanks for sharing, this is really helpful.'),
  post('I am looking for a mentor in protection and controls engineering.'),
  profile('Journeyman lineman with 12 years of distribution and transmission experience. OSHA 30, CDL A.'),
  profile('Relay technician. Passionate about grid reliability, NERC CIP compliance and training apprentices.'),
  profile('Graduated magna cum laude in electrical engineering, now working on SCADA systems.'),
  post('Our team presented at the regional reliability conference about FERC Order 2222.'),
  comment('Agreed, the new storm response plan is much better.'),
  post('Looking forward to the annual company picnic and holiday party!'),
  post('Big news: I accepted an offer as a distribution planning engineer.'),
  comment('Welcome aboard, happy to have you on the team!'),
  post('What is the best way to prepare for a utility pole climbing school?'),
  comment('I recommend the NCCER modules, they are free at most community colleges.'),
  profile('Former Marine, now a gas pipeline inspector. Open to relocation.'),
  post('Our wind farm crossed 1 GW of installed capacity today.'),
  comment('That outage map update is a huge improvement for customers.'),
  post('Reminder: the deadline to apply for the lineworker scholarship is March 1.'),
  post('Here is my order confirmation 4111 1111 1111 1112 — still no shipping update from the safety gear store.'),
  comment('Order number 1234567812345678 still has not arrived, anyone else?'),
  post('The invoice reference 2024-0315-7781 is in the shared folder.'),
  post('We closed Q3 at 98.7% reliability with 1,250 crew hours of training.'),
  comment('The meeting is at 3:30 in room 204.'),
  profile('Certified in Excel, SQL and Python. Data analyst at a cooperative in Scunthorpe.'),

  // ── Ordinary job posts (clean) ──
  job(
    'Journeyman Lineman. Full-time, $48/hour, overtime available. Call our recruiting office at (503) 555-0100 or email jobs@pacificgridco.com.'
  ),
  job('Substation Technician. Must pass a pre-employment drug testing and background check. Drug testing required.'),
  job('Pharmaceutical sales representative for a regional distributor. Sell to hospitals and clinics.'),
  job('Customer service representative. We cover all training costs. Paid training for four weeks.'),
  job('Meter reader. Company vehicle and fuel card provided. Apply at careers@valleyelectric.coop or 800-555-0199.'),
  job(
    'Relay engineer. Experience with NERC compliance and FERC reporting required. Assess protection schemes and coordinate settings.'
  ),
  job('Corporate secretary. Support the annual grid election of board members and shareholder meetings.'),
  job(
    'Cooperative board elections coordinator: organize the election of directors, count member ballots is not required.'
  ),
  job('Firearms safety instructor for our security team. Must hold a state license.'),
  job('Security officer. Armed position, the company provides the firearm and training.'),
  job('Warehouse associate. We offer a $50 gift card to employees who refer a friend who gets hired.'),
  job('Blockchain engineer at a regulated crypto exchange. Competitive salary plus equity.'),
  job('Payroll specialist. Direct deposit is set up by HR after your start date.'),
  job('We will never ask you for payment or bank details during hiring. There is no fee to apply.'),
  job('Marketing coordinator. Run email campaigns and social media campaigns for our energy efficiency program.'),
  job('Field technician. Work from home office on scheduling days, field work the rest of the week.'),
  job('Campaign manager for our customer awareness campaign about storm safety.'),
  job('Lineworker apprentice. Tuition reimbursement and a uniform allowance are provided.'),
  job('Wastewater operator. Handle chemicals safely, including chlorine and sodium hydroxide.'),
  job('Gas controller. Monitor pipeline pressure 24/7, kill the process if readings exceed limits.'),
  job('Hiring: power plant operator. Starting pay $32/hour. Sign-on bonus $5,000.'),
  job('Transmission planner. Contact Jane Doe, Talent Partner, at 312-555-0150.'),
  job('Utility locator. Requires a valid driver license and clean driving record.'),
  job('HR generalist. Collect I-9 documents, including passport or driver license, on the first day of employment.'),
  job('Senior candidate preferred: the ideal candidate has five years of experience.'),
  job('Drug and alcohol program administrator. Manage DOT drug testing for CDL drivers.'),
  job('Vice President of Operations. Report to the President and CEO.'),
  job('Nuclear security officer. Weapons qualification provided on site.'),
  job('Solar installer. We provide all equipment, tools and PPE at no cost to you.'),
  job('Accounts payable clerk. Process wire transfers to approved vendors and reconcile bank statements.'),

  // ── Hard negatives in posts, comments and messages ──
  comment('Just kill the process and restart the SCADA server, it fixes the hang.'),
  message('Shoot me a message when you are free and we can talk about the role.'),
  message("I'll shoot you an email with the interview details."),
  comment('We killed it this quarter, zero lost-time incidents!'),
  comment('This storm season is killing me, but we keep going.'),
  post('The board held its election of officers for the cooperative today. Congratulations to the new treasurer.'),
  post('Our utility passed its NERC compliance audit with zero findings.'),
  comment('FERC approved the new transmission tariff yesterday.'),
  post('Great session on how to assess arc flash hazards.'),
  comment('Heading to Scunthorpe for a steelworks site visit.'),
  message('Call me at 415-555-0132 tomorrow about the offer.'),
  message('My email is sam.ortiz@gmail.com, send the contract there.'),
  message('Here is my card for the deposit: 4111 1111 1111 1111'),
  comment('Drug testing is standard at every utility I have worked for.'),
  post('The candidate we hired for the relay tech role is doing great.'),
  comment('Our shareholder vote on the merger passed with 92%.'),
  post('Employees can vote for the employee of the month in the survey.'),
  comment('The crew was on fire today, we finished the pole replacement in record time.'),
  message("I'll find you a good mentor in the protection group."),
  comment('Shoot, I missed the webinar. Is there a recording?'),
  post('Analysis of last year outage data shows most faults are tree contact.'),
  comment('The assessment center interview was tough but fair.'),
  post('We are hosting a cocktail hour after the safety awards.'),
  comment('Our team uses Dick Blick art supplies for the outreach posters.'),
  message('Can you send me your resume and two references before Friday?'),
  message('HR will collect your bank details for direct deposit on your first day, after you sign the offer.'),
  post('There is no fee to join our apprenticeship program and training is free of charge.'),
  comment('Beware: real employers never ask for money to apply. Report any job asking for gift cards.'),
  post('The grid operator announced the election results of the regional transmission board.'),
  comment('Congrats on being named candidate of the year at the technical college!'),
  post('Headed to the party store for the retirement celebration supplies.'),
  comment('Hit me up if you want to carpool to the training center.'),
  post('The new plant will produce 500 MW of clean power, enough for 300,000 homes.'),
  comment('Great pic of the crew, tell them I said thanks.'),
  profile('Union steward, helped our local negotiate a fair contract.'),
  profile('I enjoy hunting and sport shooting on weekends.'),
  post('Remember to lock out the breaker before you kill the power to the feeder.'),
  comment('That recruiter was terrible, never called me back.'),
  message('Looking forward to our interview, I will bring a copy of my CDL.'),
  post('Our customer hotline is 1-800-555-0123 for outage reports.'),
]
