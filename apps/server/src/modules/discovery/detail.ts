import { sql } from 'drizzle-orm';
import { PUBLIC_MSG } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { iso, rows } from '../../db/query.ts';
import { BUSINESS_RATING, LISTING_VISIBLE, type BusinessRatingValue } from '../../db/visibility.ts';
import { notFound } from '../../lib/http-error.ts';

// The read forms of one product or service, public ones only.

type Ref = { _id: string; subCategory: string; subCategoryHi: string | null };

export type ProductDetail = Awaited<ReturnType<typeof fetchProduct>>['product'];
export type ServiceDetail = Awaited<ReturnType<typeof fetchService>>['service'];

/** The product read form: with category, sub-categories, business, colours and brand. */
export async function fetchProduct(db: Database, id: string) {
  const [row] = await rows<{
    _id: string;
    name: string;
    images: string[];
    sku: string | null;
    pricePerUnit: number | null;
    sellingPrice: number | null;
    tags: string[];
    description: string | null;
    specifications: string[];
    disclaimer: string[];
    fkCategoryId: string;
    fkBrandId: string | null;
    fkBusinessId: string;
    createdAt: Date | string;
    updatedAt: Date | string;
    category: { _id: string; category: string; categoryHi: string | null; image: string | null };
    business: {
      _id: string;
      name: string;
      phoneNo: string;
      address: string;
      city: string;
      state: string;
      pinCode: string;
    };
    brand: { _id: string; brand: string; image: string | null } | null;
    subCategories: Ref[];
    colors: { _id: string; color: string; colorName: string }[];
    rating: BusinessRatingValue;
  }>(
    db,
    sql`select l.id as "_id", l.name, l.images, l.sku,
               l.price_per_unit::float8 as "pricePerUnit", l.selling_price::float8 as "sellingPrice",
               l.tags, l.description, l.specifications, l.disclaimer,
               l.fk_category_id as "fkCategoryId", l.fk_brand_id as "fkBrandId", l.fk_business_id as "fkBusinessId",
               l.created_at as "createdAt", l.updated_at as "updatedAt",
               ${BUSINESS_RATING} as rating,
               json_build_object('_id', c.id, 'category', c.category, 'categoryHi', c.category_hi, 'image', c.image) as category,
               json_build_object('_id', b.id, 'name', b.name, 'phoneNo', b.phone_no, 'address', b.address,
                                 'city', b.city, 'state', b.state, 'pinCode', b.pin_code) as business,
               case when br.id is null then null
                    else json_build_object('_id', br.id, 'brand', br.brand, 'image', br.image) end as brand,
               coalesce((select json_agg(json_build_object('_id', sc.id, 'subCategory', sc.sub_category, 'subCategoryHi', sc.sub_category_hi) order by sc.sub_category, sc.id)
                           from product_sub_categories sl join sub_categories sc on sc.id = sl.fk_sub_category_id
                          where sl.fk_product_id = l.id), '[]'::json) as "subCategories",
               coalesce((select json_agg(json_build_object('_id', co.id, 'color', co.color, 'colorName', co.color_name) order by co.color_name)
                           from product_colors pc join colors co on co.id = pc.fk_color_id
                          where pc.fk_product_id = l.id), '[]'::json) as colors
          from products l
          join businesses b on b.id = l.fk_business_id
          join users u on u.id = b.fk_user_id
          join categories c on c.id = l.fk_category_id
          left join brands br on br.id = l.fk_brand_id
         where l.id = ${id} and ${LISTING_VISIBLE}`,
  );
  if (!row) throw notFound(PUBLIC_MSG.productNotFound);
  return {
    product: {
      ...row,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      fkSubCategoriesIds: row.subCategories.map((sub) => sub._id),
      fkColorIds: row.colors.map((color) => color._id),
      subCat: row.subCategories[0] ?? null,
    },
  };
}

/** The service read form: business {_id, name, phoneNo, address}. */
export async function fetchService(db: Database, id: string) {
  const [row] = await rows<{
    _id: string;
    name: string;
    images: string[];
    pricePerUnit: number | null;
    sellingPrice: number | null;
    tags: string[];
    description: string;
    fkCategoryId: string;
    fkBusinessId: string;
    createdAt: Date | string;
    updatedAt: Date | string;
    category: { _id: string; category: string; categoryHi: string | null; image: string | null };
    business: {
      _id: string;
      name: string;
      phoneNo: string;
      address: string;
      city: string;
      state: string;
      pinCode: string;
    };
    subCategories: Ref[];
    rating: BusinessRatingValue;
  }>(
    db,
    sql`select l.id as "_id", l.name, l.images,
               l.price_per_unit::float8 as "pricePerUnit", l.selling_price::float8 as "sellingPrice",
               l.tags, l.description, l.fk_category_id as "fkCategoryId", l.fk_business_id as "fkBusinessId",
               l.created_at as "createdAt", l.updated_at as "updatedAt",
               ${BUSINESS_RATING} as rating,
               json_build_object('_id', c.id, 'category', c.category, 'categoryHi', c.category_hi, 'image', c.image) as category,
               json_build_object('_id', b.id, 'name', b.name, 'phoneNo', b.phone_no, 'address', b.address,
                                 'city', b.city, 'state', b.state, 'pinCode', b.pin_code) as business,
               coalesce((select json_agg(json_build_object('_id', sc.id, 'subCategory', sc.sub_category, 'subCategoryHi', sc.sub_category_hi) order by sc.sub_category, sc.id)
                           from service_sub_categories sl join sub_categories sc on sc.id = sl.fk_sub_category_id
                          where sl.fk_service_id = l.id), '[]'::json) as "subCategories"
          from services l
          join businesses b on b.id = l.fk_business_id
          join users u on u.id = b.fk_user_id
          join categories c on c.id = l.fk_category_id
         where l.id = ${id} and ${LISTING_VISIBLE}`,
  );
  if (!row) throw notFound(PUBLIC_MSG.serviceNotFound);
  return {
    service: {
      ...row,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      fkSubCategoriesIds: row.subCategories.map((sub) => sub._id),
      subCat: row.subCategories[0] ?? null,
    },
  };
}
