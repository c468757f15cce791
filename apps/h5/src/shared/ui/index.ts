export { PagedList, type PagedListProps } from './PagedList';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { Price, type PriceProps } from './Price';
export { LoadingView, type LoadingViewProps } from './LoadingView';
export { ErrorView, type ErrorViewProps } from './ErrorView';
export { BackToTop, type BackToTopProps } from './BackToTop';
export { NavBar, type NavBarProps } from './NavBar';
export { PullRefresh, type PullRefreshProps, type PullStatus } from './PullRefresh';
