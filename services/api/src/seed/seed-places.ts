/** Demo clinics: real neighbourhoods, plausible addresses; coordinates approximate. */
export interface SeedCity {
  key: string;
  city: string;
  country: string;
  timeZone: string;
  /** Prices are in the local currency; this scales a London price list to it. */
  priceFactor: number;
  priceStep: number;
  phonePrefix: string;
  clinics: Array<[name: string, street: string, postcode: string, lat: number, lng: number]>;
}

export const SEED_CITIES: SeedCity[] = [
  {
    key: 'london',
    city: 'London',
    country: 'GB',
    timeZone: 'Europe/London',
    priceFactor: 1,
    priceStep: 0.5,
    phonePrefix: '+44 20 7946',
    clinics: [
      ['Camden Town Veterinary Surgery', '12 Parkway', 'NW1 7AA', 51.539, -0.144],
      ['Islington Animal Clinic', '88 Upper Street', 'N1 0NP', 51.538, -0.103],
      ['Clapham Common Vets', '41 Clapham High Street', 'SW4 7TR', 51.462, -0.138],
      ['Kensington Pet Hospital', '150 Kensington High Street', 'W8 7RL', 51.501, -0.193],
      ['Shoreditch Veterinary Centre', '22 Hackney Road', 'E2 7NX', 51.529, -0.075],
      [
        'Greenwich Paws Veterinary Practice',
        '9 Greenwich Church Street',
        'SE10 9BJ',
        51.481,
        -0.009,
      ],
      ['Wimbledon Village Vets', '30 High Street', 'SW19 5BY', 51.424, -0.219],
    ],
  },
  {
    key: 'new-york',
    city: 'New York',
    country: 'US',
    timeZone: 'America/New_York',
    priceFactor: 1.4,
    priceStep: 5,
    phonePrefix: '+1 212 555',
    clinics: [
      ['Chelsea Animal Hospital', '164 West 21st Street', '10011', 40.7425, -73.9962],
      ['East Village Veterinary Clinic', '241 East 10th Street', '10003', 40.729, -73.984],
      ['Tribeca Pet Clinic', '88 Franklin Street', '10013', 40.718, -74.006],
      ['Park Slope Pet Care', '310 7th Avenue, Brooklyn', '11215', 40.668, -73.981],
      ['Upper West Side Veterinary Group', '2330 Broadway', '10024', 40.787, -73.977],
      ['Astoria Animal Medical', '31-10 Ditmars Boulevard, Queens', '11105', 40.775, -73.912],
    ],
  },
  {
    key: 'los-angeles',
    city: 'Los Angeles',
    country: 'US',
    timeZone: 'America/Los_Angeles',
    priceFactor: 1.35,
    priceStep: 5,
    phonePrefix: '+1 213 555',
    clinics: [
      ['Downtown LA Veterinary Hospital', '420 South Broadway', '90013', 34.049, -118.25],
      ['Echo Park Vets', '1500 West Sunset Boulevard', '90026', 34.077, -118.256],
      ['Silver Lake Animal Clinic', '3200 Sunset Boulevard', '90026', 34.087, -118.274],
      ['Koreatown Pet Hospital', '3450 Wilshire Boulevard', '90010', 34.0615, -118.3],
      ['Hollywood Hills Veterinary Center', '6500 Sunset Boulevard', '90028', 34.098, -118.33],
      [
        'Santa Monica Pet Medical Center',
        '1400 Wilshire Boulevard, Santa Monica',
        '90403',
        34.026,
        -118.49,
      ],
    ],
  },
  ...[
    city('manchester', 'Manchester', 'GB', 'Europe/London', 0.9, 0.5, '+44 161 496', [
      ['Northern Quarter Vets', '45 Oldham Street', 'M1 1JG', 53.484, -2.235],
      ['Didsbury Village Veterinary Clinic', '740 Wilmslow Road', 'M20 2DW', 53.417, -2.231],
    ]),
    city('edinburgh', 'Edinburgh', 'GB', 'Europe/London', 0.9, 0.5, '+44 131 496', [
      ['Leith Walk Veterinary Practice', '120 Leith Walk', 'EH6 5DT', 55.965, -3.176],
      ['Morningside Pet Clinic', '210 Morningside Road', 'EH10 4QQ', 55.929, -3.209],
    ]),
    city('dublin', 'Dublin', 'IE', 'Europe/Dublin', 1.15, 1, '+353 1 555', [
      ['Rathmines Veterinary Hospital', '55 Rathmines Road Lower', 'D06 F6P3', 53.324, -6.265],
      ['Smithfield Animal Clinic', '8 Smithfield Square', 'D07 Y2F8', 53.349, -6.278],
    ]),
    city('paris', 'Paris', 'FR', 'Europe/Paris', 1.1, 1, '+33 1 55 55', [
      ['Clinique Vétérinaire du Marais', '24 Rue de Bretagne', '75003', 48.863, 2.362],
      ['Cabinet Vétérinaire Montmartre', '15 Rue Lepic', '75018', 48.885, 2.334],
    ]),
    city('berlin', 'Berlin', 'DE', 'Europe/Berlin', 1.05, 1, '+49 30 5555', [
      ['Tierarztpraxis Prenzlauer Berg', 'Kastanienallee 40', '10435', 52.538, 13.41],
      ['Kreuzberg Kleintierklinik', 'Oranienstraße 120', '10969', 52.502, 13.41],
    ]),
    city('madrid', 'Madrid', 'ES', 'Europe/Madrid', 0.95, 1, '+34 91 555', [
      ['Clínica Veterinaria Malasaña', 'Calle de la Palma 30', '28004', 40.426, -3.705],
      ['Hospital Veterinario Retiro', 'Calle de Alcalá 95', '28009', 40.421, -3.68],
    ]),
    city('amsterdam', 'Amsterdam', 'NL', 'Europe/Amsterdam', 1.1, 1, '+31 20 555', [
      ['Dierenkliniek De Jordaan', 'Westerstraat 110', '1015 MN', 52.378, 4.883],
      ['Dierenarts Oost', 'Linnaeusstraat 60', '1092 CM', 52.359, 4.926],
    ]),
    city('toronto', 'Toronto', 'CA', 'America/Toronto', 1.7, 5, '+1 416 555', [
      ['Queen West Animal Hospital', '850 Queen Street West', 'M6J 1G3', 43.645, -79.41],
      ['Riverdale Veterinary Clinic', '620 Danforth Avenue', 'M4K 1R1', 43.678, -79.348],
    ]),
    city('vancouver', 'Vancouver', 'CA', 'America/Vancouver', 1.7, 5, '+1 604 555', [
      ['Kitsilano Pet Hospital', '2200 West 4th Avenue', 'V6K 1N8', 49.268, -123.157],
      ['Mount Pleasant Veterinary Clinic', '2500 Main Street', 'V5T 3E3', 49.263, -123.101],
    ]),
    city('chicago', 'Chicago', 'US', 'America/Chicago', 1.25, 5, '+1 312 555', [
      ['Wicker Park Animal Hospital', '1500 North Milwaukee Avenue', '60622', 41.909, -87.677],
      ['Lincoln Park Veterinary Clinic', '2400 North Clark Street', '60614', 41.925, -87.64],
    ]),
    city('san-francisco', 'San Francisco', 'US', 'America/Los_Angeles', 1.5, 5, '+1 415 555', [
      ['Mission District Pet Hospital', '2300 Mission Street', '94110', 37.76, -122.419],
      ['Marina Veterinary Clinic', '2100 Chestnut Street', '94123', 37.8, -122.438],
    ]),
    city('sydney', 'Sydney', 'AU', 'Australia/Sydney', 1.9, 5, '+61 2 5550', [
      ['Surry Hills Veterinary Hospital', '300 Crown Street', '2010', -33.883, 151.214],
      ['Bondi Junction Vets', '150 Oxford Street, Bondi Junction', '2022', -33.893, 151.249],
    ]),
    city('melbourne', 'Melbourne', 'AU', 'Australia/Melbourne', 1.85, 5, '+61 3 5550', [
      ['Fitzroy Animal Clinic', '220 Brunswick Street', '3065', -37.799, 144.978],
      ['South Yarra Vet Centre', '400 Chapel Street', '3141', -37.839, 144.993],
    ]),
    city('tokyo', 'Tokyo', 'JP', 'Asia/Tokyo', 190, 500, '+81 3 5555', [
      ['Shibuya Animal Hospital', '2-10 Dogenzaka, Shibuya-ku', '150-0043', 35.658, 139.698],
      ['Shinjuku Pet Clinic', '3-5 Shinjuku, Shinjuku-ku', '160-0022', 35.691, 139.704],
    ]),
    city('singapore', 'Singapore', 'SG', 'Asia/Singapore', 2, 5, '+65 6555', [
      ['Tiong Bahru Veterinary Clinic', '55 Tiong Bahru Road', '168716', 1.285, 103.83],
      ['Holland Village Pet Hospital', '20 Lorong Mambong', '277681', 1.311, 103.795],
    ]),
  ],
];

function city(
  key: string,
  name: string,
  country: string,
  timeZone: string,
  priceFactor: number,
  priceStep: number,
  phonePrefix: string,
  clinics: SeedCity['clinics'],
): SeedCity {
  return { key, city: name, country, timeZone, priceFactor, priceStep, phonePrefix, clinics };
}

/** The clinic the demo business account owns. */
export const DEMO_BUSINESS_CLINIC = { cityKey: 'london', index: 0 } as const;
