/*
| screenText: the shape of its hits, the rules the spec names
| one by one, and its speed on a 2,000-character post (printed, not
| asserted: machines differ).
*/
import { test } from '@japa/runner'
import { screenText, type ScreeningContext } from '#moderation/screening/screen'
import { luhnValid } from '#moderation/screening/personal_information'

const POST: ScreeningContext = { contentType: 'post', isPublic: true }
const JOB: ScreeningContext = { contentType: 'job', isPublic: true }
const MESSAGE: ScreeningContext = { contentType: 'message', isPublic: false }

test.group('screening', () => {
  test('a clean text has no hit; an empty one neither', ({ assert }) => {
    assert.deepEqual(screenText('Just finished my lineman certification, thanks to my mentors!', POST), [])
    assert.deepEqual(screenText('', POST), [])
    assert.deepEqual(screenText('   ', POST), [])
  })

  test('hard negatives stay clean', ({ assert }) => {
    for (const [text, context] of [
      ['Support the grid election of board members at the annual meeting.', POST],
      ['We passed our NERC compliance audit and filed with FERC.', POST],
      ['Kill the process and restart the server.', POST],
      ['Shoot me a message when you are free.', MESSAGE],
      ['Drug testing required for all field positions.', JOB],
      ['Please assess the arc flash study.', POST],
      ['Our depot in Scunthorpe is hiring.', POST],
      ['Call our recruiting team at (503) 555-0100 or email jobs@pacificgridco.com.', JOB],
      ['Order 4111 1111 1111 1112 has not arrived.', POST],
      ['Equal opportunity employer: without regard to race, color, religion, sex, or age.', JOB],
      ['Graduated summa cum laude in electrical engineering.', POST],
      // Digits alone are numbers, not leetspeak (455 would read "ass", 717 "tit", 80085 "boobs").
      ['Benchmark post 455 about #gridops and compliance work at the substation.', POST],
      ['Feeder 717 tripped at 80085 ms.', POST],
    ] as const) {
      assert.deepEqual(screenText(text, context), [], text)
    }
  })

  test('a threat is a critical respectful_communication hit', ({ assert }) => {
    assert.deepEqual(screenText('I know where you live, I will hurt you.', MESSAGE), [
      {
        category: 'respectful_communication',
        severity: 'critical',
        confidence: 0.97,
        reason: 'A threat of violence against a person',
      },
    ])
  })

  test('profanity comes from the library, leetspeak included; slurs are high', ({ assert }) => {
    assert.deepEqual(screenText('this sh1t is hard', POST), [
      { category: 'respectful_communication', severity: 'low', confidence: 0.6, reason: 'Profanity' },
    ])
    const [slur] = screenText('what a retard', POST)
    assert.equal(slur.category, 'respectful_communication')
    assert.equal(slur.severity, 'high')
  })

  test('explicit sexual content is critical', ({ assert }) => {
    assert.deepEqual(screenText('free p0rn in my bio', POST), [
      { category: 'graphic_or_sexual', severity: 'critical', confidence: 0.9, reason: 'Explicit sexual language' },
    ])
  })

  test('political campaigning is a hit', ({ assert }) => {
    const hits = screenText('Vote for Trump in November! MAGA', POST)
    assert.deepEqual(
      hits.map((h) => h.category),
      ['political_or_election']
    )
  })

  test('illegal goods need a trade, not only the word', ({ assert }) => {
    assert.deepEqual(screenText('Selling xanax, no prescription needed, DM me', POST), [
      { category: 'safe_and_legal', severity: 'high', confidence: 0.95, reason: 'Offers or seeks illegal drugs' },
    ])
    assert.deepEqual(screenText('Pharmaceutical sales representative, sell to hospitals.', JOB), [])
  })

  test('personal information: public content only, the number never echoed', ({ assert }) => {
    const card = '4111 1111 1111 1111'
    const hits = screenText(`Use my card ${card} and call 415-555-0132, SSN 078-05-1120`, POST)
    assert.deepEqual(hits, [
      {
        category: 'personal_information',
        severity: 'critical',
        confidence: 0.97,
        reason: 'A payment card number; A Social Security number; A phone number',
      },
    ])
    assert.notInclude(JSON.stringify(hits), '1111')
    assert.notInclude(JSON.stringify(hits), '1120')
    assert.deepEqual(screenText(`Use my card ${card}`, MESSAGE), [])
  })

  test("a job's own phone and e-mail are fine; an SSN in a job is not", ({ assert }) => {
    assert.deepEqual(screenText('Apply at careers@valleyelectric.coop or 541-555-0199', JOB), [])
    assert.deepEqual(
      screenText('Candidate SSN 078-05-1120 is on file', JOB).map((h) => [h.category, h.severity]),
      [['personal_information', 'critical']]
    )
  })

  test('card numbers are Luhn-checked', ({ assert }) => {
    assert.isTrue(luhnValid('4111111111111111'))
    assert.isTrue(luhnValid('378282246310005'))
    assert.isFalse(luhnValid('4111111111111112'))
    assert.deepEqual(screenText('order number 4111111111111112', POST), [])
    assert.lengthOf(screenText('card 4111111111111111', POST), 1)
  })

  test('a job scam asking money is critical and held; lures alone are weaker', ({ assert }) => {
    const [scam] = screenText('Pay a $85 registration fee to apply. No interview needed!', JOB)
    assert.equal(scam.category, 'job_scam')
    assert.equal(scam.severity, 'critical')
    assert.isAtLeast(scam.confidence, 0.9)
    assert.equal(scam.reason, 'Asks candidates to pay a fee; Asks candidates to pay before starting')
    const [lure] = screenText('No interview needed, guaranteed income, earn $500 a day from home!', JOB)
    assert.equal(lure.category, 'job_scam')
    assert.notEqual(lure.severity, 'critical')
    assert.deepEqual(screenText('We never ask for fees or bank details. Paid training, $24/hour.', JOB), [])
  })

  test('one hit per category, the most severe first', ({ assert }) => {
    const hits = screenText('Vote Democrats or I will kill you, you idiot', POST)
    assert.deepEqual(
      hits.map((h) => [h.category, h.severity]),
      [
        ['respectful_communication', 'critical'],
        ['political_or_election', 'low'],
      ]
    )
  })

  test('word lists match whole words: ordinary job words are no sexual hit', ({ assert }) => {
    for (const text of [
      'Senior Data Analyst: analyze the grid and write the analysis.',
      'Roadmap planningAnalyzing gameAnalytics for the product team',
      'PRN shifts available for registered nurses',
      'Office Admin cum Front Desk Executive',
      'ANALYST, REPORTING',
    ]) {
      assert.deepEqual(screenText(text, JOB), [], text)
    }
    assert.deepEqual(
      screenText('free porn in my bio', POST).map((hit) => [hit.category, hit.severity]),
      [['graphic_or_sexual', 'critical']]
    )
    assert.deepEqual(
      screenText('send nudes, anal tonight', MESSAGE).map((hit) => [hit.category, hit.severity]),
      [['graphic_or_sexual', 'critical']]
    )
  })

  test('fees: negation and pay offered are read; a fee asked stays critical', ({ assert }) => {
    for (const text of [
      'Zero start-up fee. Visit our site to apply.',
      'No application fee, no start-up costs.',
      'Training costs and background check fees are reimbursed after 90 days.',
      'We pay $25/hr plus overtime.',
      'We pay $25-$30 per hour depending on experience.',
      'Our technicians are paid $25 hourly.',
    ]) {
      assert.notInclude(
        screenText(text, JOB).map((hit) => hit.severity),
        'critical',
        text
      )
    }
    const [fee] = screenText('Pay $75 to reserve your training seat before you start.', JOB)
    assert.include(fee, { category: 'job_scam', severity: 'critical' })
  })
})
