// The application the lending API's saveLendingPage takes (SPEC section 3), field names as upstream spells them.

export type LendingGender = 'MALE' | 'FEMALE' | 'OTHER';

export interface LendingApplicationPayload {
  loan_amount: number;
  monthly_income: number;
  first_name: string;
  /** '' when not given. */
  middle_name: string;
  /** '' when not given. */
  sur_name: string;
  /** Upper-case, 10 characters. */
  pan: string;
  /** YYYY-MM-DD. */
  dob: string;
  gender: LendingGender;
  /** 10 digits. */
  mobile: string;
  /** 10 digits, or '' when not given. */
  alternate_mobile: string;
  /** The fixed client constant. */
  otp: string;
  email_personal: string;
  /** '' when not given. */
  email_official: string;
  /** Digits (up to 7), or '' when not given. */
  obligations: string;
  state_id: string;
  /** The city id. */
  city: string;
  /** The 6-digit pincode. */
  pin: string;
  term_and_condition: 'YES' | 'NO';
  /** The client's address as our server saw it. */
  ip: string;
  coordinates: null;
  /** The fixed source label. */
  source: string;
  lead_data_source_id: 38;
  /** '' when the landing URL had none. */
  utm_source: string;
  utm_campaign: string | null;
}
