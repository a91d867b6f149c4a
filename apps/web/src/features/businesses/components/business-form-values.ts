import type { CategoryType } from '@haat/shared';
import type { BusinessBody, SellerBusiness, WorkingHours } from '../api.ts';
import { defaultWorkingHours, normalizeWorkingHours } from './working-hours.ts';

/** The business form's fields (its photos are kept beside them, with their upload state). */
export type BusinessValues = {
  name: string;
  businessType: CategoryType;
  tags: string[];
  description: string;
  website: string;
  phoneNo: string;
  gst: string;
  /** The month picker's value, 'YYYY-MM-01', or null. */
  doe: string | null;
  fb: string;
  insta: string;
  address: string;
  state: string;
  city: string;
  pinCode: string;
  workingHours: WorkingHours;
  /** The pin; null: the server places it at the city's centre. */
  latitude: number | null;
  longitude: number | null;
};

export const emptyBusinessValues = (phoneNo = ''): BusinessValues => ({
  name: '',
  businessType: 'product',
  tags: [],
  description: '',
  website: '',
  phoneNo,
  gst: '',
  doe: null,
  fb: '',
  insta: '',
  address: '',
  state: '',
  city: '',
  pinCode: '',
  workingHours: defaultWorkingHours(),
  latitude: null,
  longitude: null,
});

export const businessValuesOf = (business: SellerBusiness): BusinessValues => ({
  name: business.name,
  businessType: business.businessType,
  tags: business.tags,
  description: business.description,
  website: business.website ?? '',
  phoneNo: business.phoneNo,
  gst: business.gst ?? '',
  doe: business.doe ? `${business.doe.slice(0, 7)}-01` : null,
  fb: business.fb ?? '',
  insta: business.insta ?? '',
  address: business.address,
  state: business.state,
  city: business.city,
  pinCode: business.pinCode,
  workingHours: normalizeWorkingHours(business.workingHours),
  // A place Haat guessed from the city is not the seller's pin: the form shows it as not set.
  latitude: business.locationSource === 'city' ? null : (business.latitude ?? null),
  longitude: business.locationSource === 'city' ? null : (business.longitude ?? null),
});

/** The create/update body: blanks are "not given", the month is 'YYYY-MM'. */
export const businessBody = (values: BusinessValues, images: string[]): BusinessBody => ({
  ...values,
  images,
  doe: values.doe ? values.doe.slice(0, 7) : '',
});
