import MyPetsPage from '../../features/pets/components/MyPetsPage';

export default function MyPetsRoute() {
  return <MyPetsPage />;
}
