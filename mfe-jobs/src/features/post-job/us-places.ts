/** The 50 states and about 170 US cities of the wizard's location step (part 2 §2, step 4). */

export const US_STATES = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Georgia',
  'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland',
  'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire',
  'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania',
  'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington',
  'West Virginia', 'Wisconsin', 'Wyoming',
] as const

const CITIES_BY_STATE: Record<string, string[]> = {
  Alabama: ['Birmingham', 'Huntsville', 'Montgomery', 'Mobile'],
  Alaska: ['Anchorage', 'Fairbanks', 'Juneau'],
  Arizona: ['Phoenix', 'Tucson', 'Mesa', 'Chandler', 'Scottsdale', 'Glendale', 'Tempe'],
  Arkansas: ['Little Rock', 'Fayetteville'],
  California: ['Los Angeles', 'San Diego', 'San Jose', 'San Francisco', 'Fresno', 'Sacramento', 'Long Beach', 'Oakland', 'Bakersfield', 'Anaheim', 'Santa Ana', 'Riverside', 'Stockton', 'Irvine', 'Fremont', 'San Bernardino', 'Modesto', 'Chula Vista', 'Pasadena'],
  Colorado: ['Denver', 'Colorado Springs', 'Aurora', 'Fort Collins', 'Boulder'],
  Connecticut: ['Bridgeport', 'New Haven', 'Hartford', 'Stamford'],
  Delaware: ['Wilmington', 'Dover'],
  Florida: ['Jacksonville', 'Miami', 'Tampa', 'Orlando', 'St. Petersburg', 'Hialeah', 'Tallahassee', 'Fort Lauderdale', 'Cape Coral', 'Gainesville'],
  Georgia: ['Atlanta', 'Augusta', 'Columbus', 'Savannah', 'Athens', 'Macon'],
  Hawaii: ['Honolulu', 'Hilo'],
  Idaho: ['Boise', 'Idaho Falls'],
  Illinois: ['Chicago', 'Aurora', 'Naperville', 'Joliet', 'Rockford', 'Springfield', 'Peoria'],
  Indiana: ['Indianapolis', 'Fort Wayne', 'Evansville', 'South Bend'],
  Iowa: ['Des Moines', 'Cedar Rapids', 'Davenport'],
  Kansas: ['Wichita', 'Overland Park', 'Kansas City', 'Topeka'],
  Kentucky: ['Louisville', 'Lexington', 'Bowling Green'],
  Louisiana: ['New Orleans', 'Baton Rouge', 'Shreveport', 'Lafayette'],
  Maine: ['Portland', 'Bangor'],
  Maryland: ['Baltimore', 'Annapolis', 'Frederick'],
  Massachusetts: ['Boston', 'Worcester', 'Springfield', 'Cambridge', 'Lowell'],
  Michigan: ['Detroit', 'Grand Rapids', 'Warren', 'Lansing', 'Ann Arbor'],
  Minnesota: ['Minneapolis', 'Saint Paul', 'Rochester', 'Duluth'],
  Mississippi: ['Jackson', 'Gulfport'],
  Missouri: ['Kansas City', 'St. Louis', 'Springfield', 'Columbia'],
  Montana: ['Billings', 'Missoula', 'Helena'],
  Nebraska: ['Omaha', 'Lincoln'],
  Nevada: ['Las Vegas', 'Henderson', 'Reno'],
  'New Hampshire': ['Manchester', 'Concord'],
  'New Jersey': ['Newark', 'Jersey City', 'Paterson', 'Trenton'],
  'New Mexico': ['Albuquerque', 'Las Cruces', 'Santa Fe'],
  'New York': ['New York', 'Buffalo', 'Rochester', 'Yonkers', 'Syracuse', 'Albany'],
  'North Carolina': ['Charlotte', 'Raleigh', 'Greensboro', 'Durham', 'Winston-Salem', 'Fayetteville', 'Wilmington'],
  'North Dakota': ['Fargo', 'Bismarck'],
  Ohio: ['Columbus', 'Cleveland', 'Cincinnati', 'Toledo', 'Akron', 'Dayton'],
  Oklahoma: ['Oklahoma City', 'Tulsa', 'Norman'],
  Oregon: ['Portland', 'Salem', 'Eugene', 'Bend'],
  Pennsylvania: ['Philadelphia', 'Pittsburgh', 'Allentown', 'Harrisburg', 'Erie'],
  'Rhode Island': ['Providence', 'Warwick'],
  'South Carolina': ['Charleston', 'Columbia', 'Greenville'],
  'South Dakota': ['Sioux Falls', 'Rapid City'],
  Tennessee: ['Nashville', 'Memphis', 'Knoxville', 'Chattanooga', 'Clarksville'],
  Texas: ['Houston', 'San Antonio', 'Dallas', 'Austin', 'Fort Worth', 'El Paso', 'Arlington', 'Corpus Christi', 'Plano', 'Laredo', 'Lubbock', 'Irving', 'Amarillo', 'Frisco'],
  Utah: ['Salt Lake City', 'Provo', 'West Valley City', 'Ogden'],
  Vermont: ['Burlington', 'Montpelier'],
  Virginia: ['Virginia Beach', 'Norfolk', 'Chesapeake', 'Richmond', 'Arlington', 'Alexandria'],
  Washington: ['Seattle', 'Spokane', 'Tacoma', 'Vancouver', 'Bellevue'],
  'West Virginia': ['Charleston', 'Huntington'],
  Wisconsin: ['Milwaukee', 'Madison', 'Green Bay'],
  Wyoming: ['Cheyenne', 'Casper'],
}

export interface UsCity {
  city: string
  state: string
}

export const US_CITIES: readonly UsCity[] = Object.entries(CITIES_BY_STATE).flatMap(([state, cities]) =>
  cities.map((city) => ({ city, state }))
)
