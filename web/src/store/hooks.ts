import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export const selectSession = (state: RootState) => state.session;
export const selectIsAuthenticated = (state: RootState) => Boolean(state.session.token);
export const selectIsPetOwner = (state: RootState) => state.session.user?.userType === 'pet_owner';
