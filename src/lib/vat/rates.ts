/**
 * EU standard VAT rates by member state, each with the day it took effect (ISO, inclusive), newest last.
 * Digital services to EU private customers are taxed at the customer's country rate (OSS, decision 162);
 * a rate change is a new entry with its date, so documents of earlier days keep the rate of their day.
 * Sources: the European Commission's "VAT rates applied in the Member States" (2026 edition).
 */
export const EU_STANDARD_RATES: Readonly<Record<string, ReadonlyArray<{ from: string; rate: number }>>> = {
  AT: [{ from: "2016-01-01", rate: 0.2 }],
  BE: [{ from: "1996-01-01", rate: 0.21 }],
  BG: [{ from: "2007-01-01", rate: 0.2 }],
  CY: [{ from: "2014-01-13", rate: 0.19 }],
  CZ: [{ from: "2013-01-01", rate: 0.21 }],
  DE: [
    { from: "2007-01-01", rate: 0.19 },
    { from: "2020-07-01", rate: 0.16 },
    { from: "2021-01-01", rate: 0.19 },
  ],
  DK: [{ from: "1992-01-01", rate: 0.25 }],
  EE: [
    { from: "2009-07-01", rate: 0.2 },
    { from: "2024-01-01", rate: 0.22 },
    { from: "2025-07-01", rate: 0.24 },
  ],
  ES: [{ from: "2012-09-01", rate: 0.21 }],
  FI: [
    { from: "2013-01-01", rate: 0.24 },
    { from: "2024-09-01", rate: 0.255 },
  ],
  FR: [{ from: "2014-01-01", rate: 0.2 }],
  GR: [{ from: "2016-06-01", rate: 0.24 }],
  HR: [{ from: "2012-03-01", rate: 0.25 }],
  HU: [{ from: "2012-01-01", rate: 0.27 }],
  IE: [
    { from: "2012-01-01", rate: 0.23 },
    { from: "2020-09-01", rate: 0.21 },
    { from: "2021-03-01", rate: 0.23 },
  ],
  IT: [{ from: "2013-10-01", rate: 0.22 }],
  LT: [{ from: "2009-09-01", rate: 0.21 }],
  LU: [
    { from: "2015-01-01", rate: 0.17 },
    { from: "2023-01-01", rate: 0.16 },
    { from: "2024-01-01", rate: 0.17 },
  ],
  LV: [{ from: "2012-07-01", rate: 0.21 }],
  MT: [{ from: "1999-01-01", rate: 0.18 }],
  NL: [{ from: "2012-10-01", rate: 0.21 }],
  PL: [{ from: "2011-01-01", rate: 0.23 }],
  PT: [{ from: "2011-01-01", rate: 0.23 }],
  RO: [
    { from: "2017-01-01", rate: 0.19 },
    { from: "2025-08-01", rate: 0.21 },
  ],
  SE: [{ from: "1990-07-01", rate: 0.25 }],
  SI: [{ from: "2013-07-01", rate: 0.22 }],
  SK: [
    { from: "2011-01-01", rate: 0.2 },
    { from: "2025-01-01", rate: 0.23 },
  ],
};

/** The standard rate of an EU country on a day (ISO date or timestamp); null outside the EU or before the table's first entry. */
export function standardRate(country: string, on: string): number | null {
  const day = on.slice(0, 10);
  const entries = EU_STANDARD_RATES[country.toUpperCase()];
  if (!entries) return null;
  let rate: number | null = null;
  for (const e of entries) if (e.from <= day) rate = e.rate;
  return rate;
}
