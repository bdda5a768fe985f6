// The second document's entity catalogue (section 3), field by field: each field it lists for an
// entity with create and edit screens is a field of that entity's declaration (so the generated
// form shows it: tests/e2e/routes.spec.ts checks every declared field has its input), is kept under
// another name, or is shown elsewhere / left out for a reason written in docs/decisions.md
// ("The second document, field by field").
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entities, type EntityName } from './entities';
import type { EntityDeclaration } from './entity';

/** Section 3 as written: the fields of each entity, in the specification's spelling. */
const SPEC_FIELDS: Partial<Record<EntityName, string>> = {
  language: 'languageId name code locale status sortOrder icon image directory description',
  userGroup: 'userGroupId name deleted permissions',
  user: 'userId username firstname lastname email phone password status deleted user_group_id sortOrder salary workingHours workedHours',
  timeTracking: 'userAttendanceReportId approver leaveType dateFrom dateTo note users',
  equipment: 'equipmentId conditionId typeId name model images price quantity attachedCount',
  equipmentType: 'equipmentTypeId name',
  equipmentCondition: 'conditionId name',
  currency: 'currencyId title code symbolLeft symbolRight decimalPlace value status deleted',
  review: 'reviewId productId storeId reviewer author rating text reply status deleted date adminName',
  discount:
    'discountId code name type appliesTo customerEligibility minimumRequirements usageLimits parcentOff amountOff minPurchaseAmount minQuantity limit oneUserLimit ' +
    'startDate endDate status sendSms sendEmail sendNotification imageId store productGroup products customerGroup customers discountProducts customerBuy customerGet',
  promoCode:
    'promoCodeId name code type customerEligibility minimumRequirements usageLimits percentOff amountOff minPurchaseAmount minQuantity status sendSms sendEmail sendNotification store customerGroup customers',
  customer: 'customerId storeId firstname lastname telephone email password customerGroups status verified newsletter deleted store',
  customerGroup: 'customerGroupId name approval sortOrder descriptions filters customers deleted',
  category: 'categoryId source parentId className locale top status column sortOrder descriptions seoUrls image icon filters parents stores',
  product: 'productId price prevPrice model descriptions imageMain productOptions productGroups categories brands',
  option: 'optionId type source sortOrder descriptions filters stores',
  productGroup: 'productGroupId filters',
  brand: 'brandId name email phone businesType licenseType status dateAdded',
  manufacturer: 'manufacturerId name email phone businesType licenseType status dateAdded',
  franchise: 'franchiseId name email phone businesType licenseType status dateAdded descriptions',
  filterGroup: 'filterGroupId',
  filter: 'filterId source',
  information: 'informationId',
  attributeGroup: 'attributeGroupId',
  attribute: 'attributeId',
  image: 'image_id name size alt sortOrder stores',
  icon: 'iconId name alt sortOrder stores folder',
  video: 'videoId name alt sortOrder stores folder',
  store:
    'storeId name url businessId businessName trackingId adsId companyName businessType licenseType storeIndustry favoriteColor elasticIndex googleBot status verified main ' +
    'mails users greetingDialog franchises languages logo header orderDetails tax social orderMailTemplate paymentMethods addresses currency operationHours policy additionalInformation ' +
    'storeProducts brands categories suppliers warehouses purchases informations options filterGroups',
  digitalCard: 'digitalCardId firstname lastname websiteUrl occupation license customerId serviceId comment companyName status socials banners address',
  promotion: 'promotionId name url storeId productId status business',
  storeSection: 'storeSectionId',
  storeHeader: 'storeId',
  storeFooter: 'storeId',
  storeBanner: 'bannerId',
  storePage: 'pageId title sections',
  business: 'businessId name code address mails callsCount balance',
  plan: 'planId descriptions',
  planSubscription: 'planSubscriptionId planId promoCode payment',
  transaction: 'transactionId descriptions',
  zip: 'id postalCode',
  smsMessage: 'id from to message files provider storeId store inbound status',
  smsCampaign:
    'smsId to from provider senderName message sendDate links phones texts customerGroups campaignName name campaignId businessId storeId smsCount price type carrier business ' +
    'deliveredCount sentCount spamCount errorCount pendingCount',
  smsGroup: 'smsGroupId',
  smsDomain: 'smsDomainId url',
  smsPhone: 'smsPhoneId phone businessId',
  callCampaign: 'businessId to sendDate customerGroups name campaignId files from message inboundMessage storeId links phones texts campaignName callGroupId callGroup',
  call: 'callId status phone',
  link: 'linkId name isActive startDate endDate',
  notificationType: 'notificationTypeId name description notificationTypeGroupId sms email inApp push status deleted sounds',
  notificationSound: 'notificationSoundId name fileId status deleted',
  notificationTypeGroup: 'notificationTypeGroupId name notificationTypes userSettings',
  chatRoom: 'roomId members online notificationsCount lastMessage deleted blocked',
  chatMessage: 'chatRoom message condition read',
  deliveryRoute: 'deliveryRouteId status distance estimatedTime driverId driver ordersDeliverRoute',
  purchase: 'purchaseId status deleted notes dateArrival stores purchaseProducts',
  supplier: 'supplierId name balance emails phones staff status deleted notes descriptions address hoursOfOperation',
  warehouse: 'warehouseId name products status deleted notes descriptions address hoursOfOperation',
};

/** Fields the declaration keeps under another name: specification's name -> declared name. */
const KEPT_AS: Partial<Record<EntityName, Record<string, string>>> = {
  review: { reviewer: 'author', date: 'dateAdded' },
  customer: { store: 'storeId' },
  discount: { discountProducts: 'products' },
  smsMessage: { id: 'smsId' },
  smsCampaign: { smsId: 'campaignId', to: 'phones', name: 'campaignName', senderName: 'provider' },
  callCampaign: { to: 'phones', name: 'campaignName' },
  store: { currency: 'currencyId' },
  chatMessage: { chatRoom: 'roomId' },
  deliveryRoute: { driver: 'driverId' },
};

/** Fields no form of the entity holds: each is explained in docs/decisions.md as `entity.field`. */
const NOT_IN_THE_FORM: Partial<Record<EntityName, string>> = {
  user: 'workedHours',
  customerGroup: 'customers',
  category: 'parents',
  store: 'storeProducts brands categories suppliers warehouses purchases informations options filterGroups',
  smsCampaign: 'from type carrier',
  notificationTypeGroup: 'notificationTypes userSettings',
  chatRoom: 'online notificationsCount lastMessage',
  chatMessage: 'read',
  warehouse: 'products',
};

const words = (s: string | undefined) => (s ?? '').split(/\s+/).filter(Boolean);

/** What a record of the declaration carries: its id, its fields, the names references come back under, the lifecycle flag and the date added. */
function carried(decl: EntityDeclaration): Set<string> {
  const names = new Set([decl.id, 'deleted', ...Object.keys(decl.fields)]);
  for (const def of Object.values(decl.fields)) if (def.as) names.add(def.as);
  if (decl.listDateAdded) names.add('dateAdded');
  return names;
}

const decisions = fs.readFileSync(new URL('../docs/decisions.md', import.meta.url), 'utf8');
const section = decisions.slice(decisions.indexOf('## The second document, field by field'));

describe("the second document's entity catalogue, field by field", () => {
  for (const [name, listed] of Object.entries(SPEC_FIELDS)) {
    const decl: EntityDeclaration = entities[name as EntityName];
    const kept = KEPT_AS[name as EntityName] ?? {};
    const elsewhere = words(NOT_IN_THE_FORM[name as EntityName]);

    it(`${name}: every field is declared, kept under another name, or explained`, () => {
      const has = carried(decl);
      const missing = words(listed).filter((field) => !elsewhere.includes(field) && !has.has(kept[field] ?? field));
      expect(missing).toEqual([]);
    });

    it(`${name}: what no form holds is explained in the decisions, and is truly not declared`, () => {
      for (const field of elsewhere) {
        expect(words(listed)).toContain(field);
        expect(section, `docs/decisions.md names \`${name}.${field}\``).toContain(`\`${name}.${field}\``);
        expect(Object.hasOwn(decl.fields, field), `${name}.${field} is declared: drop it from NOT_IN_THE_FORM`).toBe(false);
      }
    });
  }
});
