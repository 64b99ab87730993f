/*
| Seeding helpers shared by the benchmarks' SQL seeds (generate_series, no
| row-by-row inserts).
*/

/** A plausible member name for row number `i` (an SQL integer expression): 20 first names × 25 last names. */
export function memberNameSql(i = 'i') {
  return `(ARRAY['Alex','Sam','Jordan','Taylor','Casey','Riley','Morgan','Avery','Quinn','Drew','Jamie','Robin',
                   'Kim','Lee','Pat','Chris','Dana','Erin','Noor','Ravi'])[1 + ${i} % 20] || ' ' ||
            (ARRAY['Smith','Johnson','Nguyen','Garcia','Brown','Martinez','Lee','Walker','Hall','Young','King',
                   'Lopez','Hill','Scott','Green','Adams','Baker','Nelson','Carter','Mitchell','Perez','Roberts',
                   'Turner','Phillips','Campbell'])[1 + (${i} / 20) % 25]`
}
