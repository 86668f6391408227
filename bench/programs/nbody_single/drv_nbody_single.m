function drv_nbody_single()
% Five bodies in single precision on a ring, integrated with leapfrog.
n = 5;
ang = single(2 * pi * (0:n-1)' / n);
pos = [cos(ang), sin(ang), zeros(n, 1, 'single')];
vel = 0.5 * [-sin(ang), cos(ang), zeros(n, 1, 'single')];
mass = ones(1, n, 'single');
mass(1) = 2;
e0 = total_energy(pos, vel, mass);
[pos, vel] = leapfrog(pos, vel, mass, single(0.001), 200);
e1 = total_energy(pos, vel, mass);
fprintf('classes %s %s %s\n', class(pos), class(vel), class(e1));
fprintf('energy %.4f -> %.4f\n', e0, e1);
com = sum(pos .* repmat(mass(:), 1, 3), 1) / sum(mass);
fprintf('centre of mass %.4f %.4f %.4f\n', com);
end
