import { relations } from 'drizzle-orm';
import { brands, categories, colors, subCategories, subCategoryBrands } from './catalog.ts';
import { businesses } from './businesses.ts';
import { notifications, subscriptionPlans, subscriptionRequests } from './engagement.ts';
import { businessLeads, productLeads, serviceLeads } from './leads.ts';
import {
  productColors,
  productSubCategories,
  products,
  serviceSubCategories,
  services,
} from './listings.ts';
import { cities, states } from './locations.ts';
import { sessions, users } from './users.ts';

// Relations for `db.query.*` (the relational query API); they add no SQL constraints.

export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  businesses: many(businesses),
  notifications: many(notifications),
  subscriptionRequests: many(subscriptionRequests),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const statesRelations = relations(states, ({ many }) => ({ cities: many(cities) }));
export const citiesRelations = relations(cities, ({ one }) => ({
  state: one(states, { fields: [cities.fkStateId], references: [states.id] }),
}));

export const categoriesRelations = relations(categories, ({ many }) => ({
  subCategories: many(subCategories),
}));
export const subCategoriesRelations = relations(subCategories, ({ one, many }) => ({
  category: one(categories, { fields: [subCategories.fkCategoryId], references: [categories.id] }),
  brands: many(subCategoryBrands),
}));
export const brandsRelations = relations(brands, ({ many }) => ({
  subCategories: many(subCategoryBrands),
}));
export const subCategoryBrandsRelations = relations(subCategoryBrands, ({ one }) => ({
  subCategory: one(subCategories, {
    fields: [subCategoryBrands.fkSubCategoryId],
    references: [subCategories.id],
  }),
  brand: one(brands, { fields: [subCategoryBrands.fkBrandId], references: [brands.id] }),
}));
export const colorsRelations = relations(colors, ({ many }) => ({ products: many(productColors) }));

export const businessesRelations = relations(businesses, ({ one, many }) => ({
  user: one(users, { fields: [businesses.fkUserId], references: [users.id] }),
  products: many(products),
  services: many(services),
  leads: many(businessLeads),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  business: one(businesses, { fields: [products.fkBusinessId], references: [businesses.id] }),
  category: one(categories, { fields: [products.fkCategoryId], references: [categories.id] }),
  brand: one(brands, { fields: [products.fkBrandId], references: [brands.id] }),
  subCategories: many(productSubCategories),
  colors: many(productColors),
  leads: many(productLeads),
}));
export const productSubCategoriesRelations = relations(productSubCategories, ({ one }) => ({
  product: one(products, { fields: [productSubCategories.fkProductId], references: [products.id] }),
  subCategory: one(subCategories, {
    fields: [productSubCategories.fkSubCategoryId],
    references: [subCategories.id],
  }),
}));
export const productColorsRelations = relations(productColors, ({ one }) => ({
  product: one(products, { fields: [productColors.fkProductId], references: [products.id] }),
  color: one(colors, { fields: [productColors.fkColorId], references: [colors.id] }),
}));

export const servicesRelations = relations(services, ({ one, many }) => ({
  business: one(businesses, { fields: [services.fkBusinessId], references: [businesses.id] }),
  category: one(categories, { fields: [services.fkCategoryId], references: [categories.id] }),
  subCategories: many(serviceSubCategories),
  leads: many(serviceLeads),
}));
export const serviceSubCategoriesRelations = relations(serviceSubCategories, ({ one }) => ({
  service: one(services, { fields: [serviceSubCategories.fkServiceId], references: [services.id] }),
  subCategory: one(subCategories, {
    fields: [serviceSubCategories.fkSubCategoryId],
    references: [subCategories.id],
  }),
}));

export const productLeadsRelations = relations(productLeads, ({ one }) => ({
  product: one(products, { fields: [productLeads.fkProductId], references: [products.id] }),
  business: one(businesses, { fields: [productLeads.fkBusinessId], references: [businesses.id] }),
}));
export const serviceLeadsRelations = relations(serviceLeads, ({ one }) => ({
  service: one(services, { fields: [serviceLeads.fkServiceId], references: [services.id] }),
  business: one(businesses, { fields: [serviceLeads.fkBusinessId], references: [businesses.id] }),
}));
export const businessLeadsRelations = relations(businessLeads, ({ one }) => ({
  business: one(businesses, { fields: [businessLeads.fkBusinessId], references: [businesses.id] }),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, { fields: [notifications.fkUserId], references: [users.id] }),
}));
export const subscriptionRequestsRelations = relations(subscriptionRequests, ({ one }) => ({
  user: one(users, { fields: [subscriptionRequests.fkUserId], references: [users.id] }),
  plan: one(subscriptionPlans, {
    fields: [subscriptionRequests.planId],
    references: [subscriptionPlans.id],
  }),
}));
