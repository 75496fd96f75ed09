import { paths } from '@petvet/shared';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta';
import { HOME_STRUCTURED_DATA } from '../structured-data';
import { Icon } from '../../../components/ui/Icon';
import '../home.css';

const FEATURES = [
  {
    icon: 'search' as const,
    title: 'Search clinics',
    text: 'Find veterinary clinics by city or postcode and see them on a map, with ratings and services.',
  },
  {
    icon: 'calendar' as const,
    title: 'Book online',
    text: 'Pick a date and a free time slot, choose your pet and book in under a minute — no phone queue.',
  },
  {
    icon: 'heart' as const,
    title: 'Pet profiles',
    text: 'Keep each pet’s details, medical history and vaccinations together, with reminders when shots are due.',
  },
  {
    icon: 'star' as const,
    title: 'Honest reviews',
    text: 'Read what other owners say and leave your own review after each visit.',
  },
];

const STEPS = [
  { title: 'Search', text: 'Enter your city or postcode and a radius.' },
  { title: 'Choose', text: 'Compare clinics, services, prices and reviews.' },
  { title: 'Book', text: 'Pick a time slot and the pet it is for.' },
  { title: 'Visit', text: 'Go to your appointment; it is in your dashboard and calendar.' },
];

export default function HomePage() {
  usePageMeta(
    useMemo(
      () => ({
        description:
          'Compare veterinary clinics like flights: search by city or postcode, see services and prices, and book an appointment for your pet online.',
        keywords: [
          'vet',
          'veterinary clinic',
          'book vet appointment',
          'pet health records',
          'vet near me',
        ],
        structuredData: HOME_STRUCTURED_DATA,
        homepageStructuredData: true,
      }),
      [],
    ),
  );
  return (
    <>
      <section className="hero">
        <div className="container hero__grid">
          <div>
            <p className="eyebrow">Like a flight search, for pet care</p>
            <h1>Trusted vets near you, bookable in minutes</h1>
            <p className="hero__lead">
              Compare clinics, services and real opening times, then book the slot that suits you —
              and keep your pets’ health records in one place.
            </p>
            {/* A plain GET: /find opens on what was typed, a postcode included, with no script
                on the home page (its JavaScript budget) and the results rendered by the server. */}
            <form className="hero__search" role="search" action={paths.find()}>
              <label htmlFor="hero-city" className="visually-hidden">
                City or town, or postcode
              </label>
              <input
                id="hero-city"
                name="where"
                className="input"
                placeholder="City or postcode, e.g. NW1 7AA"
              />
              <button type="submit" className="btn btn--accent">
                Search
              </button>
            </form>
            <div className="button-row hero__cta">
              <Link to={paths.find('locate=1')} className="btn btn--light btn--lg">
                Find Vets Near You
              </Link>
              <Link to={paths.register()} className="btn btn--secondary btn--lg">
                Get Started
              </Link>
            </div>
          </div>
          <div className="hero__card" aria-hidden="true">
            <h2>Today at Riverside Vets</h2>
            <p className="muted small">4.8 ★ · 0.6 km away</p>
            <div className="hero__slot">
              <span>
                <strong>09:30</strong> General consultation
              </span>
              <span className="badge badge--success">Free</span>
            </div>
            <div className="hero__slot">
              <span>
                <strong>11:00</strong> Vaccination
              </span>
              <span className="badge badge--success">Free</span>
            </div>
            <div className="hero__slot">
              <span>
                <strong>14:30</strong> Dental check
              </span>
              <span className="badge">Booked</span>
            </div>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="features-title">
        <div className="container">
          <div className="section__header">
            <p className="eyebrow">Why PetVet</p>
            <h2 id="features-title">Everything your pet’s care needs</h2>
          </div>
          <div className="grid grid--4">
            {FEATURES.map((feature) => (
              <article key={feature.title} className="card feature">
                <div className="feature__icon" aria-hidden="true">
                  <Icon name={feature.icon} size={24} />
                </div>
                <h3>{feature.title}</h3>
                <p className="muted">{feature.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="how-title">
        <div className="container">
          <div className="section__header">
            <p className="eyebrow">How it works</p>
            <h2 id="how-title">From search to visit in four steps</h2>
          </div>
          <ol className="steps grid grid--4">
            {STEPS.map((step) => (
              <li key={step.title} className="step">
                <h3>{step.title}</h3>
                <p className="muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="join-title">
        <div className="container">
          <h2 id="join-title" className="visually-hidden">
            Join PetVet
          </h2>
          <div className="audience">
            <div className="card">
              <p className="eyebrow">For pet owners</p>
              <h3>Book, track and remember — free</h3>
              <p className="muted">
                Book appointments, keep vaccination reminders and medical history for every pet.
              </p>
              <Link to={paths.register('type=pet_owner')} className="btn btn--primary">
                Sign up as a Pet Owner
              </Link>
            </div>
            <div className="card audience--business">
              <p className="eyebrow eyebrow--warm">For veterinary businesses</p>
              <h3>Fill your calendar, not your phone line</h3>
              <p>
                Publish services and prices, open time slots and manage appointments and reviews.
              </p>
              <Link to={paths.register('type=vet_business')} className="btn btn--accent">
                Register your Clinic
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
