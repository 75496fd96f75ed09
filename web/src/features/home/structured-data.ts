import { SITE_BASE_URL, type StructuredData } from '../../lib/page-meta';

/** The home page's search-engine data; domain values are placeholders until the product has its own. */
export const HOME_STRUCTURED_DATA: StructuredData[] = [
  {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Pet Vet Booking App',
    url: SITE_BASE_URL,
    logo: `${SITE_BASE_URL}/favicon.svg`,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: 'support@petvetbooking.example',
    },
  },
  {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: 'Pet Vet Booking App',
    url: SITE_BASE_URL,
    applicationCategory: 'HealthApplication',
    operatingSystem: 'Any',
    description: 'Find veterinary clinics, compare services and book appointments online.',
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'GBP' },
  },
  {
    '@context': 'https://schema.org',
    '@type': 'VeterinaryCare',
    name: 'Pet Vet Booking App Partner Clinics',
    url: SITE_BASE_URL,
    telephone: '+44-20-0000-0000',
    address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'GB' },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'Saturday',
        opens: '09:00',
        closes: '12:00',
      },
    ],
    openingHours: ['Mo-Fr 09:00-17:00', 'Sa 09:00-12:00'],
  },
];
