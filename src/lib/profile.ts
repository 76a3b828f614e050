/** Spec §3: the profile is complete only if all six fields are filled (and it is null when signed out). */
export interface ProfileFields {
  user: { first_name: string; last_name: string };
  country: string | null;
  city: string;
  zip_code: string;
  address: string;
}

export function isProfileComplete(profile: ProfileFields | null | undefined): boolean {
  if (!profile) return false;
  return [profile.user.first_name, profile.user.last_name, profile.country ?? "", profile.city, profile.zip_code, profile.address].every(
    (v) => v.trim() !== "",
  );
}
