// Rows owned by a chosen business and franchise, built from the declarations (docs/tenancy.md): every
// field leading to an owner, and every reference to a scoped entity, points at rows of that owner,
// made the same way; other fields are the generic tests' samples. Created through the API by the admin.
import { sql } from 'kysely';
import type { EntityDeclaration } from '../../../contract/entity';
import { entityByName } from '../../../contract/entities';
import { DELIVERY_PERMISSION } from '../../../contract/permissions';
import { OWNER_ENTITY, scopedReferences } from '../../../contract/tenancy';
import { base, type Harness } from '../harness';
import { sampleRecord } from '../sample-record';

export interface Owner {
  businessId: number;
  franchiseId: number;
}

type Row = Record<string, any>;

/** Businesses A and B, franchise F of A and G of B, made through the API. */
export async function twoTenants(h: Harness): Promise<{ a: Owner; b: Owner }> {
  const business = entityByName('business')!;
  const franchise = entityByName('franchise')!;
  const [ba, bb] = [await h.create(business), await h.create(business)];
  const fa = await h.create(franchise, { businessId: ba.businessId });
  const fb = await h.create(franchise, { businessId: bb.businessId });
  return { a: { businessId: ba.businessId, franchiseId: fa.franchiseId }, b: { businessId: bb.businessId, franchiseId: fb.franchiseId } };
}

/** Makes rows owned by one owner; rows it needs on the way are made once per owner. */
export class OwnedRows {
  private made = new Map<string, Row>();
  private driver?: number;

  private marked = 0;

  /**
   * `mark`: a word every free text of the owner's rows starts with, so an answer holding any of it
   * is found (tests/api/tenancy/tenancy-routes.test.ts).
   */
  constructor(
    private readonly h: Harness,
    readonly owner: Owner,
    readonly mark?: string,
  ) {}

  /** A row of `decl` owned by the owner, created through the API; `fresh` makes a new one every call. */
  async row(decl: EntityDeclaration, fresh = true, overrides: Row = {}): Promise<Row> {
    if (decl.name === 'business') return (await this.h.call('GET', `${base(decl)}/${this.owner.businessId}`)).body;
    if (!fresh && this.made.has(decl.name)) return this.made.get(decl.name)!;
    const body = await this.body(decl);
    const res = await this.h.call('POST', base(decl), { body: { ...body, ...overrides } });
    if (res.status !== 201) throw new Error(`creating an owned ${decl.name} gave ${res.status}: ${JSON.stringify(res.body)}`);
    if (!this.made.has(decl.name)) this.made.set(decl.name, res.body);
    return res.body;
  }

  /** The id of the owner's row of `entity` (its business or franchise itself, or one made once). */
  async idOf(entity: string): Promise<number> {
    if (entity === OWNER_ENTITY.business) return this.owner.businessId;
    if (entity === OWNER_ENTITY.franchise) return this.owner.franchiseId;
    const decl = entityByName(entity)!;
    return (await this.row(decl, false))[decl.id];
  }

  /** A create body of `decl` whose owner and scoped references are this owner's. */
  async body(decl: EntityDeclaration): Promise<Row> {
    const body: Row = sampleRecord(decl, await this.h.refsFor(decl));
    for (const ref of scopedReferences(decl)) {
      if (decl.fields[ref.field]?.readOnly) continue;
      const id = ref.target === 'user' && decl.name === 'deliveryRoute' ? await this.deliveryDriver() : await this.idOf(ref.target);
      body[ref.field] = ref.many ? [id] : id;
    }
    if (decl.name === 'user') Object.assign(body, { businessId: this.owner.businessId, franchiseId: this.owner.franchiseId });
    if (this.mark) {
      for (const [name, def] of Object.entries(decl.fields)) {
        if ((def.type !== 'string' && def.type !== 'text') || def.pattern || def.readOnly || def.writeOnly || !(name in body)) continue;
        // numbers, addresses and codes have rules of their own
        if (/phone|^to$|^from$|url|code|domain|slug|folder|locale|directory|key|mime|icon|image|logo|color|colour/i.test(name)) continue;
        const text = `${this.mark}${++this.marked}`;
        if ((def.maxLength ?? Infinity) >= text.length && (def.minLength ?? 0) <= text.length) body[name] = text;
      }
    }
    return body;
  }

  /** A user of the owner who may be chosen as a driver. */
  private async deliveryDriver(): Promise<number> {
    if (this.driver) return this.driver;
    const driver = await this.h.userWith([{ value: DELIVERY_PERMISSION, type: 'access' }], this.owner);
    this.driver = driver.userId;
    return this.driver;
  }
}

/** Whether `text` (an answer body) holds any of the values. */
export const mentionsAny = (text: string, values: string[]) => values.find((v) => v.length >= 6 && text.includes(v));

/** Rows of a table as the admin sees them (for before/after comparisons). */
export async function rowsOf(h: Harness, table: string, ids: number[]): Promise<Row[]> {
  const { rows } = await sql<Row>`SELECT * FROM ${sql.table(table)} WHERE id = ANY(${ids}) ORDER BY id`.execute(h.db);
  return rows;
}
