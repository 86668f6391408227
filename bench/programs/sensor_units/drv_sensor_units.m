function drv_sensor_units()
% Dependent properties with get and set methods, static factories, a handle hierarchy whose
% subclass overrides a method its base calls, private set access read from outside.
t = Temperature(300);
c = t.Celsius;
f = t.Fahrenheit;
t.Celsius = 25;
k = t.Kelvin;
t.Fahrenheit = 212;
k2 = t.Kelvin;
u = t.warmer(10);
uc = u.Celsius;
v = Temperature.fromCelsius(-40);
vf = v.Fahrenheit;
ts = Temperature.series([0 10 20]);
n = numel(ts);
last = ts{end}.Kelvin;
s = Sensor('plain');
for raw = [280 290 300]
  s.record(raw);
end
m1 = s.meanCelsius();
tc = Thermocouple('tc', 25);
for mv = 1:4
  tc.record(mv);
end
m2 = tc.meanCelsius();
cnt = tc.Count;
r = tc.Readings;
fprintf('%.4g %.4g %.4g %.4g %.4g %d %.4g %.4g %.4g %d\n', c, f, k, k2, uc, n, last, m1, m2, cnt);
disp(size(r));
disp(vf);
end
