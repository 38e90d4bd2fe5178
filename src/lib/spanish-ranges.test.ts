import { describe, expect, it } from 'vitest';

import { findBadRanges } from './spanish-ranges.ts';

const found = (text: string): string[] => findBadRanges(text).map((hit) => hit.text.trim());

describe('Spanish ranges are worded "de X a Y" or "entre X y Y"', () => {
  it.each([
    ['durante de', 'no estacione durante de 3 a 5 días', 'durante de 3'],
    ['a price after "en"', 'Un garaje de dos carros sale en $3,200 a $4,000.', 'en $3,200 a $4,000'],
    ['a doubled "a"', 'una renovación completa a $5 a $12 por pie cuadrado', 'a $5 a $12'],
    ['"frente a" before a range', 'admite vehículos a las 24 horas, frente a 3 a 5 días', 'a 3 a 5'],
    ['"llegar a" before a range', 'la espera puede llegar a 6 a 8 semanas', 'a 6 a 8'],
    ['"entre X a Y"', 'cuesta entre $5 a $7', 'entre $5 a $7'],
    ['"de X y Y"', 'dura de 10 y 15 años', 'de 10 y 15'],
    ['a count of coats', 'bajo 2 a 3 capas finales', '2 a 3 capas'],
    ['a count of cars', 'un garaje de 2 a 3 carros', '2 a 3 carros'],
    ['a preposition before a compact range', 'Proyectos listos en 2–3 días', 'en 2–3'],
  ])('fails %s', (_kind, text, hit) => {
    expect(found(text)).toEqual([hit]);
  });

  it.each([
    'sale entre $3,200 y $4,000, con todo incluido',
    'cuesta de $5 a $12 por pie cuadrado',
    'espere de 3 a 5 días para estacionar',
    'se instalan en 2 a 3 días',
    'dos o tres capas finales y unas 2 o 3 onzas por galón',
    'las casas de las décadas de 1950 y 1970',
    'del 15 al 30%',
    'un limpiador diluido 1 a 10 en agua',
  ])('passes "%s"', (text) => {
    expect(found(text)).toEqual([]);
  });
});
