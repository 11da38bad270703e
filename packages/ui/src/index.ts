// The kit's one public barrel. Everything a consumer may import is listed here; the exports
// snapshot test (src/exports.test.ts) turns any change into a reviewed diff.
import "./css/reset.css";

// Foundations
export { vars } from "./theme/contract.css";
export { rihlaTheme } from "./theme/rihla.css";
export { marmaraTheme } from "./theme/marmara.css";
export { breakpoints, media } from "./theme/breakpoints";
export { sprinkles, type Sprinkles } from "./css/sprinkles.css";
export { Box, type BoxProps } from "./Box/Box";
export { Link, LinkProvider, type LinkProps, type LinkProviderProps, type LinkComponentProps } from "./Link/Link";
export { useReducedMotion } from "./hooks/useReducedMotion";
export type { LinkItem, LinkGroup } from "./types";

// Actions and status
export { Button, buttonTones, buttonSizes, type ButtonProps, type ButtonTone, type ButtonSize } from "./Button/Button";
export {
  StatusBadge,
  statusBadgeStatuses,
  type StatusBadgeProps,
  type StatusBadgeStatus,
} from "./StatusBadge/StatusBadge";

// Site chrome
export { Header, type HeaderProps, type HeaderNavItem, type HeaderAccount, type HeaderLogo } from "./Header/Header";
export {
  PromoBanner,
  promoBannerButtonVariants,
  type PromoBannerProps,
  type PromoBannerButtonVariant,
} from "./PromoBanner/PromoBanner";
export { LocaleSwitch, type LocaleSwitchProps, type LocaleOption } from "./LocaleSwitch/LocaleSwitch";
export { Tagline, taglineModes, type TaglineProps, type TaglineMode } from "./Tagline/Tagline";
export {
  typewriterStep,
  defaultTypewriterTiming,
  defaultRotationMs,
  initialTypewriterState,
  type TypewriterTiming,
  type TypewriterState,
} from "./Tagline/typewriter";
export { MegaMenu, megaMenuDelayMs, type MegaMenuProps } from "./MegaMenu/MegaMenu";
export { MobileMenu, type MobileMenuProps, type MobileMenuItem } from "./MobileMenu/MobileMenu";
export { AccountMenu, type AccountMenuProps, type AccountMenuItem } from "./AccountMenu/AccountMenu";
export { contactIconNames, type ContactIconName } from "./Icon/contactIcons";
export { Footer, type FooterProps, type FooterContact, type FooterSocialLink } from "./Footer/Footer";
export {
  NewsletterForm,
  newsletterStatuses,
  type NewsletterFormProps,
  type NewsletterStatus,
} from "./Footer/NewsletterForm";
export { whatsappHref } from "./Footer/whatsapp";
export { ErrorPage, type ErrorPageProps } from "./ErrorPage/ErrorPage";

// Overlays
export { Dialog } from "./Dialog/namespace";
export { dialogSizes, type DialogSize } from "./Dialog/Dialog";
export { NoticeDialog, noticeTypes, type NoticeDialogProps, type NoticeType } from "./NoticeDialog/NoticeDialog";
export { Toaster, toastTypes, type ToasterProps, type ToastMessage, type ToastType } from "./Toast/Toast";

// Reservation
export { Stepper, type StepperProps } from "./Stepper/Stepper";
export { Steps, type StepsProps, type StepState } from "./Steps/Steps";
export { RoomPicker, type RoomPickerProps, type RoomPickerLabels } from "./RoomPicker/RoomPicker";
export {
  stepCount,
  formatLabel,
  passengerKinds,
  type RoomCounts,
  type RoomTypeOption,
  type RoomCountRanges,
  type PassengerKind,
  type CountRange,
} from "./RoomPicker/roomLimits";

// Forms
export { Field, type FieldProps } from "./Form/Field";
export { TextField, PhoneField, type TextFieldProps, type PhoneFieldProps } from "./Form/TextField";
export { PasswordField, type PasswordFieldProps, type PasswordRuleState } from "./Form/PasswordField";
export { Select, type SelectProps, type SelectOption } from "./Form/Select";
export { Checkbox, RadioGroup, type CheckboxProps, type RadioGroupProps } from "./Form/Choice";
export { FormError, type FormErrorProps } from "./Form/FormError";
export { DateField, type DateFieldProps, type DateFieldLabels } from "./DateField/DateField";
export {
  parseIsoDate,
  isIsoDate,
  toIsoDate,
  monthGrid,
  weekdayNames,
  monthNames,
  type WeekStart,
} from "./DateField/calendar";

// Content
export {
  TourCard,
  tourCardBadgeTones,
  type TourCardProps,
  type TourCardBadge,
  type TourCardBadgeTone,
} from "./TourCard/TourCard";
export { DepartureTable, type DepartureTableProps, type DepartureTableRow } from "./DepartureTable/DepartureTable";
export { Itinerary, type ItineraryDay, type ItineraryProps } from "./Itinerary/Itinerary";
export { VideoFacade, type VideoFacadeLabels, type VideoFacadeProps } from "./VideoFacade/VideoFacade";
export { PriceTable, type PriceTableProps, type PriceTableColumn, type PriceTableRow } from "./PriceTable/PriceTable";
export { Gallery, type GalleryProps, type GalleryImage, type GalleryLabels } from "./Gallery/Gallery";
export { wrapIndex } from "./Gallery/galleryIndex";
export { Breadcrumbs, type BreadcrumbsProps, type BreadcrumbItem } from "./Breadcrumbs/Breadcrumbs";
export { Pagination, type PaginationProps } from "./Pagination/Pagination";
export { pageRange, type PageRangeItem } from "./Pagination/pageRange";
export { Tabs } from "./Tabs/namespace";
export { Accordion } from "./Accordion/namespace";
export { Rating, type RatingProps } from "./Rating/Rating";
export { EmptyState, type EmptyStateProps } from "./EmptyState/EmptyState";
export { FilterChips, type FilterChipsProps, type FilterChip } from "./FilterChips/FilterChips";
export { HotelCard, type HotelCardProps } from "./HotelCard/HotelCard";

// Feedback
export {
  Skeleton,
  SkeletonGroup,
  skeletonShapes,
  type SkeletonProps,
  type SkeletonGroupProps,
  type SkeletonShape,
} from "./Skeleton/Skeleton";
export { Spinner, Progress, type SpinnerProps, type ProgressProps } from "./Progress/Progress";

// Back office
export { DataTable, type DataTableProps, type DataTableColumn, type DataTableLabels } from "./DataTable/DataTable";
export { StatCard, statTrends, type StatCardProps, type StatTrend } from "./StatCard/StatCard";
export { FilterBar, type FilterBarProps, type ActiveFilter } from "./FilterBar/FilterBar";
export { AdminLayout, type AdminLayoutProps, type AdminLayoutLabels } from "./AdminLayout/AdminLayout";
export { SideNav, type SideNavProps, type SideNavItem } from "./SideNav/SideNav";
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmDialogLabels } from "./ConfirmDialog/ConfirmDialog";
export {
  BarChart,
  type BarChartProps,
  type BarChartDatum,
  type BarChartColumn,
  type BarChartLabels,
} from "./BarChart/BarChart";
