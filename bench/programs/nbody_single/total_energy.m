function e = total_energy(pos, vel, mass)
% TOTAL_ENERGY  Kinetic plus potential energy.
n = size(pos, 1);
e = 0.5 * sum(mass(:) .* sum(vel.^2, 2));
for i = 1:n-1
    for j = i+1:n
        e = e - mass(i) * mass(j) / norm(pos(i, :) - pos(j, :));
    end
end
end
