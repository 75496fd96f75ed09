import { describe, expect, it } from 'vitest';
import { currencyOfCountry } from './currencies';
import { extractServices } from './extract-prices';
import { findPrices } from './price-parser';

const one = (text: string, country: string | null) => {
  const [p] = findPrices(text, { country });
  return p ? { min: p.min, max: p.max, currency: p.currency, isFrom: p.isFrom } : null;
};

describe('currencies written around the world', () => {
  it('when a price is in forint, lei, lira, shekel or ringgit, then the amount and code are read', () => {
    expect(one('Vizsgálat 12 500 Ft', 'HU')).toMatchObject({ min: 12500, currency: 'HUF' });
    expect(one('Consultația costă 150 lei', 'RO')).toMatchObject({ min: 150, currency: 'RON' });
    expect(one('Muayene 3.500 TL', 'TR')).toMatchObject({ min: 3500, currency: 'TRY' });
    expect(one('בדיקה 1,400 ש״ח', 'IL')).toMatchObject({ min: 1400, currency: 'ILS' });
    expect(one('Vaksin RM 45', 'MY')).toMatchObject({ min: 45, currency: 'MYR' });
  });

  it('when a Korean price is written in man-won, then it is ten thousand won per unit', () => {
    expect(one('마이크로칩 3만원', 'KR')).toMatchObject({ min: 30000, currency: 'KRW' });
    expect(one('초진 15,000원', 'KR')).toMatchObject({ min: 15000, currency: 'KRW' });
    expect(one('고양이 백신 4만5천원', 'KR')).toMatchObject({ min: 45000, currency: 'KRW' });
    expect(one('발톱 정리 5천원', 'KR')).toMatchObject({ min: 5000, currency: 'KRW' });
  });

  it('when a Korean sentence names a service with a topic particle, then the name leaves the particle out', () => {
    const page =
      '<html><body><p>건강검진 진찰료는 12,000원입니다. 마이크로칩 등록을 4만원에 해드려요.</p></body></html>';
    const names = extractServices(page, { url: 'https://blog.example.kr/' }).map((s) => s.name);
    expect(names).toContain('건강검진 진찰료');
    expect(names.some((n) => /[는을]$/u.test(n))).toBe(false);
  });

  it('when a dollar sign is on a page of a country whose money is not known, then no price is read; on a British page it stays the US dollar', () => {
    expect(one('Consulta general RD$ 1,200.00', 'DO')).toBeNull();
    expect(one('Consulta general $1,200.00', 'DO')).toBeNull();
    expect(one('Shipping to the US $25.00', 'GB')).toMatchObject({ min: 25, currency: 'USD' });
    expect(one('Consulta $35.00', 'EC')).toMatchObject({ min: 35, currency: 'USD' });
  });

  it('when a dollar sign is on a Taiwanese or Argentine page, then it is that country’s money', () => {
    expect(one('NT$1,200', null)).toMatchObject({ min: 1200, currency: 'TWD' });
    expect(one('Consulta $ 28.000', 'AR')).toMatchObject({ min: 28000, currency: 'ARS' });
  });

  it('when a price is in pesos, baht or rupiah by their signs, then the amount and code are read', () => {
    expect(one('Regular consultation ₱500', 'PH')).toMatchObject({ min: 500, currency: 'PHP' });
    expect(one('₱5,000 – ₱9,500', 'PH')).toMatchObject({ min: 5000, max: 9500, currency: 'PHP' });
    expect(one('วัคซีน 450 ฿', 'TH')).toMatchObject({ min: 450, currency: 'THB' });
    expect(one('฿1,200', 'TH')).toMatchObject({ min: 1200, currency: 'THB' });
    expect(one('Vaksin Rp 150.000', 'ID')).toMatchObject({ min: 150000, currency: 'IDR' });
  });

  it('when "Rp" is not before an amount, then nothing is read', () => {
    expect(one('RPM 3000 engine', 'ID')).toBeNull();
  });

  it('when "ft" follows a number in English, then it is feet, not forint', () => {
    expect(one('A 6 ft run', 'US')).toBeNull();
  });

  it('when a price is in soles, krónur, đồng, baht by name or Uruguayan pesos, then the amount and code are read', () => {
    expect(one('Consulta general S/ 70.00', 'PE')).toMatchObject({ min: 70, currency: 'PEN' });
    expect(one('Vacuna S/. 80', 'PE')).toMatchObject({ min: 80, currency: 'PEN' });
    expect(one('Skoðun – 8.900 kr.', 'IS')).toMatchObject({ min: 8900, currency: 'ISK' });
    expect(one('Dưới 10kg - 800.000đ', 'VN')).toMatchObject({ min: 800000, currency: 'VND' });
    expect(one('ค่าตรวจ 400 บาท', 'TH')).toMatchObject({ min: 400, currency: 'THB' });
    expect(one('Plan mensual $ 690 por mes', 'UY')).toMatchObject({ min: 690, currency: 'UYU' });
    expect(one('Cirugía U$S 140', 'UY')).toMatchObject({ min: 140, currency: 'USD' });
  });

  it('when "from" is said in Estonian, Lithuanian, Icelandic, Vietnamese or Thai, then the price is a "from" price', () => {
    expect(one('alates 220,00 €', 'EE')).toMatchObject({ min: 220, max: null, isFrom: true });
    expect(one('nuo 80 €', 'LT')).toMatchObject({ min: 80, max: null, isFrom: true });
    expect(one('frá 45.000 kr.', 'IS')).toMatchObject({ min: 45000, max: null, isFrom: true });
    expect(one('từ 1.600.000đ', 'VN')).toMatchObject({ min: 1600000, max: null, isFrom: true });
    expect(one('เริ่มต้น 3,500 บาท', 'TH')).toMatchObject({ min: 3500, max: null, isFrom: true });
  });

  it('when a price is in shillings, naira, dirhams, riyals or Egyptian pounds, then the amount and code are read', () => {
    expect(one('Consultation KSh 1,200', 'KE')).toMatchObject({ min: 1200, currency: 'KES' });
    expect(one('₦85,000 – ₦150,000', 'NG')).toMatchObject({
      min: 85000,
      max: 150000,
      currency: 'NGN',
    });
    expect(one('Consultation 350 DH', 'MA')).toMatchObject({ min: 350, currency: 'MAD' });
    expect(one('Dhs 250', 'AE')).toMatchObject({ min: 250, currency: 'AED' });
    expect(one('كشف 300.00 ر.س', 'SA')).toMatchObject({ min: 300, currency: 'SAR' });
    expect(one('Vaccination 900 EGP', 'EG')).toMatchObject({ min: 900, currency: 'EGP' });
    expect(one('ابتداءً من 650.00 ر.س', 'SA')).toMatchObject({ min: 650, max: null, isFrom: true });
  });
});

describe('rupees, dinars, hryvnias, cedis, colones and tenge', () => {
  it('when "Rs" is on an Indian page or one of unknown country, then it is the Indian rupee', () => {
    expect(one('Consultation Rs. 500', 'IN')).toMatchObject({ min: 500, currency: 'INR' });
    expect(one('Consultation Rs 500', null)).toMatchObject({ min: 500, currency: 'INR' });
  });

  it('when "Rs" is on a Pakistani, Sri Lankan or Nepali page, then it is that country’s rupee', () => {
    expect(one('Check-up Rs. 2,500/-', 'PK')).toMatchObject({ min: 2500, currency: 'PKR' });
    expect(one('Vaccination Rs. 3,200.00', 'LK')).toMatchObject({ min: 3200, currency: 'LKR' });
    expect(one('Consultation Rs 800', 'NP')).toMatchObject({ min: 800, currency: 'NPR' });
  });

  it('when "Rs" is on a page from another known country, then no price is read', () => {
    expect(one('Consultation Rs. 500', 'GB')).toBeNull();
  });

  it('when a price is in dinars, hryvnias, cedis, colones or tenge, then the amount and code are read', () => {
    expect(one('Pregled 3.000 din.', 'RS')).toMatchObject({ min: 3000, currency: 'RSD' });
    expect(one('Преглед 3.000 дин.', 'RS')).toMatchObject({ min: 3000, currency: 'RSD' });
    expect(one('Огляд 1 350 грн', 'UA')).toMatchObject({ min: 1350, currency: 'UAH' });
    expect(one('Огляд ₴600', 'UA')).toMatchObject({ min: 600, currency: 'UAH' });
    expect(one('Consultation GH₵ 200', 'GH')).toMatchObject({ min: 200, currency: 'GHS' });
    expect(one('Consultation GH¢300.00', 'GH')).toMatchObject({ min: 300, currency: 'GHS' });
    expect(one('Consulta ₡22 000', 'CR')).toMatchObject({ min: 22000, currency: 'CRC' });
    expect(one('Приём 9 000 ₸', 'KZ')).toMatchObject({ min: 9000, currency: 'KZT' });
    expect(one('Приём 9 000 тг', 'KZ')).toMatchObject({ min: 9000, currency: 'KZT' });
  });

  it('when "din" follows a number on a Romanian page, then it is a word, not a dinar', () => {
    expect(one('Reducere pentru 2 din 3 animale', 'RO')).toBeNull();
  });

  it('when a range is written in dinars with the dotted "din.", then both ends are read', () => {
    expect(one('12.000 din. – 20.000 din.', 'RS')).toMatchObject({
      min: 12000,
      max: 20000,
      currency: 'RSD',
    });
  });

  it('when a Tunisian price has three decimals, then they are millimes, not thousands', () => {
    expect(one('Consultation 45,000 DT', 'TN')).toMatchObject({ min: 45, currency: 'TND' });
    expect(one('Vaccin 37,500 DT', 'TN')).toMatchObject({ min: 37.5, currency: 'TND' });
    expect(one('Chirurgie 1.200,000 DT', 'TN')).toMatchObject({ min: 1200, currency: 'TND' });
    expect(one('Consultation 45 TND', 'TN')).toMatchObject({ min: 45, currency: 'TND' });
  });

  it('when "from" is said in Ukrainian or Russian, then the price is a "from" price', () => {
    expect(one('від 700 грн', 'UA')).toMatchObject({ min: 700, max: null, isFrom: true });
    expect(one('от 12 000 ₸', 'KZ')).toMatchObject({ min: 12000, max: null, isFrom: true });
  });
});

describe('quetzales', () => {
  it('when a Guatemalan page writes "Q" right before an amount, then it is read in quetzales', () => {
    expect(one('Consulta Q150.00', 'GT')).toMatchObject({ min: 150, currency: 'GTQ' });
    expect(one('Cirugía Q1,200.00 - Q1,800.00', 'GT')).toMatchObject({
      min: 1200,
      max: 1800,
      currency: 'GTQ',
    });
    expect(one('Desde Q 600', 'GT')).toMatchObject({ min: 600, isFrom: true, currency: 'GTQ' });
    expect(one('Consulta 150 GTQ', 'GT')).toMatchObject({ min: 150, currency: 'GTQ' });
  });

  it('when "Q" is before an amount with cents on a page of unknown country, then it is a quetzal price', () => {
    expect(one('Vacuna triple felina Q160.00', null)).toMatchObject({ min: 160, currency: 'GTQ' });
  });

  it('when "Q" is before a number on a page from another country or without cents, then it is not money', () => {
    expect(one('Results for Q3 2027', 'GB')).toBeNull();
    expect(one('Results for Q3 2027', null)).toBeNull();
    expect(one('Consultation Q150.00', 'GB')).toBeNull();
  });
});

describe('a country’s own currency', () => {
  it('when a page is from Jersey, Liechtenstein or Ecuador, then its country’s currency is the one the rate table gives it', () => {
    expect(currencyOfCountry('JE')).toBe('GBP');
    expect(currencyOfCountry('LI')).toBe('CHF');
    expect(currencyOfCountry('EC')).toBe('USD');
    expect(currencyOfCountry('DE')).toBe('EUR');
    expect(currencyOfCountry('GT')).toBe('GTQ');
    expect(currencyOfCountry('AQ')).toBeNull();
    expect(currencyOfCountry(null)).toBeNull();
  });
});
